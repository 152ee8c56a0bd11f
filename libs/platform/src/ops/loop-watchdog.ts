/**
 * How long /health/live answers 503 after a block: long enough that probes every few seconds see it
 * (a probe sent during the block itself gets no answer at all).
 */
export const LIVENESS_HOLD_MS = 10_000;

/** ok, or blocked: the loop was blocked for blockedMs, which ended agoMs ago. */
export type LivenessReport = { status: 'ok' } | { status: 'blocked'; blockedMs: number; agoMs: number };

export interface LoopWatchdogOptions {
  /** Milliseconds between ticks; a block is measured to within this. */
  tickMs?: number;
  /** How long a block is reported after it ended (LIVENESS_HOLD_MS). */
  holdMs?: number;
  /** Milliseconds on a monotonic clock (injected by tests). */
  clock?: () => number;
}

/**
 * Notices that the event loop was blocked: a timer ticks every tickMs, and a tick that comes late
 * by more than maxBlockMs means nothing ran for that long (a busy loop, a huge synchronous parse,
 * a frozen process). The process then reports not live for holdMs, so that the
 * orchestrator restarts a replica whose loop keeps stalling between its probes.
 */
export class LoopWatchdog {
  private readonly tickMs: number;
  private readonly holdMs: number;
  private readonly clock: () => number;
  private maxBlockMs = 0;
  private lastTick = 0;
  private timer?: NodeJS.Timeout;
  private block?: { ms: number; endedAt: number };

  constructor({ tickMs = 250, holdMs = LIVENESS_HOLD_MS, clock = () => performance.now() }: LoopWatchdogOptions = {}) {
    this.tickMs = tickMs;
    this.holdMs = holdMs;
    this.clock = clock;
  }

  /**
   * Watches the loop with its own timer (which keeps no process alive).
   * @param maxBlockMs a block longer than this makes the process not live; 0 never does.
   */
  start(maxBlockMs: number): void {
    this.stop();
    this.watch(maxBlockMs);
    if (maxBlockMs > 0) {
      this.timer = setInterval(() => this.tick(), this.tickMs).unref();
    }
  }

  /** Starts measuring without a timer of its own: the caller calls tick() (tests, with their clock). */
  watch(maxBlockMs: number): void {
    this.maxBlockMs = maxBlockMs;
    this.lastTick = this.clock();
    this.block = undefined;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One tick of the timer: whatever it is late by, the loop was blocked. */
  tick(): void {
    const now = this.clock();
    this.note(now, now - this.lastTick - this.tickMs);
    this.lastTick = now;
  }

  report(): LivenessReport {
    const now = this.clock();
    // A block just ended whose late tick has not run yet (this probe was handled first).
    this.note(now, now - this.lastTick - this.tickMs);
    if (this.block && now - this.block.endedAt < this.holdMs) {
      return { status: 'blocked', blockedMs: Math.round(this.block.ms), agoMs: Math.round(now - this.block.endedAt) };
    }
    return { status: 'ok' };
  }

  private note(now: number, lateMs: number): void {
    if (this.maxBlockMs > 0 && lateMs > this.maxBlockMs) {
      this.block = { ms: lateMs, endedAt: now };
    }
  }
}

/** The process's one watchdog, started by the launcher: the ops server and the BFF's /api/v2/health/live read it. */
export const processLiveness = new LoopWatchdog();
