/** One dependency of this process: run() resolves while it answers. */
export interface ReadinessCheck {
  run(): Promise<void>;
  /** Frees what the check holds (a connection of its own), once no owner uses it. */
  close?(): Promise<void>;
}

export type DependencyState = { status: 'up'; ms: number } | { status: 'down'; ms: number; error: string };

/** A check's state, and whether the process is ready without it (required: false). */
export type CheckReport = DependencyState & { required: boolean };

/** starting: services are still being started; stopping: shutting down, so take no new work. */
export type ProcessState = 'starting' | 'running' | 'stopping';

/**
 * ready: every check is up; degraded: ready, with an optional check down; not_ready: a required
 * check is down; starting or stopping: the launcher's state, whatever the checks say.
 */
export interface ReadinessReport {
  status: 'ready' | 'degraded' | 'not_ready' | ProcessState;
  checks: Record<string, CheckReport>;
}

/** Whether the process should get traffic: every required check answers (optional ones may not). */
export const isReady = (report: ReadinessReport): boolean => report.status === 'ready' || report.status === 'degraded';

export interface CheckOptions {
  /** false: the process serves without it (reported, never a reason to take it out of rotation). Default true. */
  required?: boolean;
}

interface Entry {
  check: ReadinessCheck;
  owners: number;
  /** Owners that cannot serve without it: the check is required while any is left. */
  requiredBy: number;
  inFlight?: Promise<DependencyState>;
}

/**
 * What this process depends on, and whether each answers now. Only the process's own dependencies
 * (its database, its transport connection, Redis when it uses it): never other services, so that
 * one service being down does not take every caller out of rotation with it. Ready when every
 * required check answers; an optional one that does not makes the report degraded, still ready.
 */
export class ProcessHealth {
  private state: ProcessState = 'running';
  private readonly entries = new Map<string, Entry>();
  private source?: () => Promise<ReadinessReport>;

  /** @param timeoutMs how long one check may take before its dependency counts as down. */
  constructor(private readonly timeoutMs = 2000) {}

  /** The launcher's view: starting until every service of the process listens, stopping at shutdown. */
  setState(state: ProcessState): void {
    this.state = state;
  }

  /**
   * Adds a check under a name; one already there under that name is kept and shared (two services
   * of one process both using Redis), required while any owner requires it. Returns the function
   * that removes this owner's use of it.
   */
  add(name: string, check: ReadinessCheck, { required = true }: CheckOptions = {}): () => Promise<void> {
    const existing = this.entries.get(name);
    const entry = existing ?? { check, owners: 0, requiredBy: 0 };
    entry.owners++;
    if (required) {
      entry.requiredBy++;
    }
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
      if (required) {
        entry.requiredBy--;
      }
      if (entry.owners === 0 && this.entries.get(name) === entry) {
        this.entries.delete(name);
        await entry.check.close?.();
      }
    };
  }

  /**
   * Reports another registry's state instead of this one's: an HTTP worker thread reports the
   * process's (the main thread runs the services and their checks).
   */
  reportFrom(source: (() => Promise<ReadinessReport>) | undefined): void {
    this.source = source;
  }

  /** Runs every check at once, each bounded by the timeout; a probe arriving meanwhile shares the run. */
  async report(): Promise<ReadinessReport> {
    if (this.source) {
      return this.source();
    }
    const results = await Promise.all(
      [...this.entries].map(async ([name, entry]) => {
        const report: CheckReport = { ...(await this.runOnce(entry)), required: entry.requiredBy > 0 };
        return [name, report] as const;
      }),
    );
    const checks = Object.fromEntries(results.sort(([a], [b]) => a.localeCompare(b)));
    if (this.state !== 'running') {
      return { status: this.state, checks };
    }
    const down = results.filter(([, r]) => r.status === 'down');
    const status = down.length === 0 ? 'ready' : down.some(([, r]) => r.required) ? 'not_ready' : 'degraded';
    return { status, checks };
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
