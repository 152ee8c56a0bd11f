/** One dependency of this process: run() resolves while it answers. */
export interface ReadinessCheck {
  run(): Promise<void>;
  /** Frees what the check holds (a connection of its own), once no owner uses it. */
  close?(): Promise<void>;
}

export type DependencyState = { status: 'up'; ms: number } | { status: 'down'; ms: number; error: string };

/** starting: services are still being started; stopping: shutting down, so take no new work. */
export type ProcessState = 'starting' | 'running' | 'stopping';

export interface ReadinessReport {
  status: 'ready' | 'not_ready' | ProcessState;
  checks: Record<string, DependencyState>;
}

interface Entry {
  check: ReadinessCheck;
  owners: number;
  inFlight?: Promise<DependencyState>;
}

/**
 * What this process depends on, and whether each answers now. Only the process's own dependencies
 * (its database, its transport connection, Redis when it uses it): never other services, so that
 * one service being down does not take every caller out of rotation with it.
 */
export class ProcessHealth {
  private state: ProcessState = 'running';
  private readonly entries = new Map<string, Entry>();

  /** @param timeoutMs how long one check may take before its dependency counts as down. */
  constructor(private readonly timeoutMs = 2000) {}

  /** The launcher's view: starting until every service of the process listens, stopping at shutdown. */
  setState(state: ProcessState): void {
    this.state = state;
  }

  /**
   * Adds a check under a name; one already there under that name is kept and shared (two services
   * of one process both using Redis). Returns the function that removes this owner's use of it.
   */
  add(name: string, check: ReadinessCheck): () => Promise<void> {
    const existing = this.entries.get(name);
    const entry = existing ?? { check, owners: 0 };
    entry.owners++;
    this.entries.set(name, entry);
    if (existing) {
      // The one already there answers for both; this one is never run.
      void check.close?.().catch(() => undefined);
    }
    let removed = false;
    return async () => {
      if (removed) {
        return;
      }
      removed = true;
      entry.owners--;
      if (entry.owners === 0 && this.entries.get(name) === entry) {
        this.entries.delete(name);
        await entry.check.close?.();
      }
    };
  }

  /** Runs every check at once, each bounded by the timeout; a probe arriving meanwhile shares the run. */
  async report(): Promise<ReadinessReport> {
    const results = await Promise.all([...this.entries].map(async ([name, entry]) => [name, await this.runOnce(entry)] as const));
    const checks = Object.fromEntries(results.sort(([a], [b]) => a.localeCompare(b)));
    if (this.state !== 'running') {
      return { status: this.state, checks };
    }
    return { status: results.every(([, r]) => r.status === 'up') ? 'ready' : 'not_ready', checks };
  }

  /** Removes every check (the process is exiting). */
  async close(): Promise<void> {
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.allSettled(entries.map(async (entry) => entry.check.close?.()));
  }

  private runOnce(entry: Entry): Promise<DependencyState> {
    entry.inFlight ??= this.run(entry.check).finally(() => {
      entry.inFlight = undefined;
    });
    return entry.inFlight;
  }

  private async run(check: ReadinessCheck): Promise<DependencyState> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check.run(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
        }),
      ]);
      return { status: 'up', ms: ms() };
    } catch (err) {
      return { status: 'down', ms: ms(), error: err instanceof Error ? err.message : String(err) };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The process's one registry: the ops server and the BFF's /api/v2/health/ready read it. */
export const processHealth = new ProcessHealth();
