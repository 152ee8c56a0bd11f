import { UsersError } from '../common/users-error';
import { ErrorCode } from '@lakbay/contracts';

export const HASH_QUEUE_FULL = 'Too many people are logging in right now. Please try again in a moment.';

export interface HashQueueOptions {
  /** Hashes run at once (scrypt runs on libuv's thread pool, one core each). */
  concurrency: number;
  /** A job is admitted only when it is estimated to finish within this many ms of arriving. */
  maxWaitMs: number;
  /**
   * By when, from the job's arrival, it must be done for its answer to reach the caller in time
   * (the caller's wait less the time to reply). A job whose turn comes too late to finish within it
   * (the machine got slower than estimated) is refused then instead of hashed for nobody.
   */
  callerWaitMs: number;
  /** The first estimate of one hash's wall time at full concurrency, before any was measured. */
  initialEstimateMs: number;
  now?: () => number;
}

/**
 * A bounded queue in front of password hashing. scrypt is memory- and CPU-hard: started without a
 * limit, a crowd of log-ins shares the cores until every one of them is too late. Here at most
 * `concurrency` hashes run, the rest wait in arrival order, and a job that would not finish within
 * `maxWaitMs` (by a running average of the measured hash time) is refused at once with 503
 * SERVER_BUSY, which the BFF answers with Retry-After, instead of timing out later.
 *
 * p-limit and similar libraries bound concurrency but neither estimate the wait nor refuse early,
 * which is the point here; the queue itself is a few lines.
 */
export class HashQueue {
  private running = 0;
  /** Start times of the jobs running now. */
  private readonly started = new Set<{ at: number }>();
  private readonly waiting: (() => void)[] = [];
  private estimateMs: number;
  /** Whether estimateMs comes from a measurement yet (the first one replaces the initial guess). */
  private measured = false;
  private readonly now: () => number;

  constructor(private readonly options: HashQueueOptions) {
    this.estimateMs = options.initialEstimateMs;
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * The current estimate of one hash's wall time, in ms: the running average, or longer when a
   * running hash has already taken longer (the machine just got busier than measured so far).
   */
  get hashMs(): number {
    let longest = this.estimateMs;
    const now = this.now();
    for (const job of this.started) {
      longest = Math.max(longest, now - job.at);
    }
    return longest;
  }

  /** Jobs running and waiting. */
  get depth(): number {
    return this.running + this.waiting.length;
  }

  /**
   * When a job arriving now would finish: the rounds of `concurrency` ahead of it, plus its own, at
   * the average hash time, plus how far a running hash has already overrun that average. The overrun
   * delays every round behind it once; it is not taken as the time of every round to come (a hash
   * held up by a busy moment, answers being read or a collection, would else refuse the end of a
   * crowd the machine serves in time: 5 of 50 were refused on CI, the slowest served took 8.2 s of
   * the 12 s allowed). A machine that stays slower moves the average within a few hashes, and a job
   * whose turn still comes too late is refused then (run).
   */
  estimatedFinishMs(): number {
    const rounds = Math.ceil((this.depth + 1) / this.options.concurrency);
    return rounds * this.estimateMs + (this.hashMs - this.estimateMs);
  }

  /** Refuses with 503 SERVER_BUSY when a job arriving now could not finish in time (a cheap check before other work). */
  assertRoom(): void {
    if (this.estimatedFinishMs() > this.options.maxWaitMs) {
      throw new UsersError(ErrorCode.SERVER_BUSY, HASH_QUEUE_FULL);
    }
  }

  /** Runs the job when a slot is free; refuses it at once when it could not finish in time. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    this.assertRoom();
    const arrived = this.now();
    if (this.running >= this.options.concurrency) {
      await new Promise<void>((start) => this.waiting.push(start));
      if (this.now() + this.hashMs > arrived + this.options.callerWaitMs) {
        this.release();
        throw new UsersError(ErrorCode.SERVER_BUSY, HASH_QUEUE_FULL);
      }
    } else {
      this.running++;
    }
    const started = { at: this.now() };
    this.started.add(started);
    try {
      const result = await job();
      this.observe(this.now() - started.at);
      return result;
    } finally {
      this.started.delete(started);
      this.release();
    }
  }

  /** Takes a measured hash time into the estimate (an exponential moving average, which follows the machine getting busier or quieter within a few hashes). */
  observe(ms: number): void {
    this.estimateMs = this.measured ? this.estimateMs * 0.8 + ms * 0.2 : ms;
    this.measured = true;
  }

  // The slot passes straight to the next job in line (running stays the same), else it is freed.
  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
    } else {
      this.running--;
    }
  }
}
