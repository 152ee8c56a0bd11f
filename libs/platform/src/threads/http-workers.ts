import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { BackupRunningError, StandaloneBackups } from '../backup/standalone-backups';
import { deliverBroadcast, relayBroadcasts } from '../broadcast/broadcasts';
import type { AppConfig } from '../config';
import { poolConnectTimeoutMs, sharedPglite } from '../database';
import { addMetricsSource } from '../metrics';
import { processHealth } from '../ops';
import { processBus } from '../transport/transport-options';
import { WORKER_CALLS } from './http-worker';
import { ThreadBridge } from './thread-bridge';

/** Crashes within CRASH_WINDOW_MS that take the whole process down instead of another restart. */
const MAX_CRASHES = 3;
const CRASH_WINDOW_MS = 60_000;
/** How long a stopping worker may take to drain its HTTP connections. */
const CLOSE_WAIT_MS = 30_000;

type MetricsJson = Awaited<ReturnType<Parameters<typeof addMetricsSource>[0]>>;

/**
 * The main thread's side of the HTTP worker (standalone mode): starts the worker script, serves its
 * bus requests, notices, database calls (the log-in throttle's counters) and backups here, where
 * the services and the embedded database are, and restarts it when it crashes; three crashes in a
 * minute stop the whole process (exit code 1) rather than leave it half alive. Readiness has the
 * check `bff.http-worker` (the worker answers), and /metrics the worker's metrics. Backups (schedule,
 * control socket, admin API) run here, beside the database they copy.
 */
export class HttpWorkers {
  private readonly logger = new Logger('HttpWorker');
  private readonly backups: StandaloneBackups;
  private readonly undo: (() => unknown)[] = [];
  private worker?: Worker;
  private bridge?: ThreadBridge;
  private stopping = false;
  private crashes: number[] = [];

  /** @param giveUp what ends the process when the worker keeps crashing (tests replace it). */
  constructor(
    private readonly script: string,
    private readonly config: AppConfig,
    private readonly giveUp: (why: string) => void = stopProcess,
  ) {
    this.backups = new StandaloneBackups(config);
  }

  /** Starts backups and the worker; resolves once the worker's BFF listens. */
  async start(): Promise<this> {
    await this.backups.start();
    this.undo.push(processHealth.add('bff.http-worker', { run: () => this.ping() }));
    this.undo.push(addMetricsSource(() => this.bridge?.call<MetricsJson>('metrics', undefined, 2000) ?? Promise.resolve([])));
    relayBroadcasts((topic, data) => this.bridge?.broadcast(topic, data));
    this.undo.push(() => relayBroadcasts(undefined));
    await this.spawn();
    return this;
  }

  /** Stops the worker (its BFF drains its connections), then backups. */
  async close(): Promise<void> {
    this.stopping = true;
    const { worker, bridge } = this;
    if (worker && bridge) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await bridge.call('close', undefined, CLOSE_WAIT_MS).catch((err: unknown) => {
        this.logger.warn(`the HTTP worker did not stop cleanly: ${err instanceof Error ? err.message : String(err)}`);
      });
      await worker.terminate();
      await exited;
    }
    for (const undo of this.undo.splice(0).reverse()) {
      await undo();
    }
    await this.backups.close();
  }

  private async ping(): Promise<void> {
    if (!this.bridge) {
      throw new Error('the HTTP worker is not running');
    }
    await this.bridge.call('ping', undefined, 1500);
  }

  private spawn(): Promise<void> {
    const worker = new Worker(this.script);
    const bridge = new ThreadBridge(worker);
    bridge.serveBus(processBus());
    bridge.onBroadcast(deliverBroadcast);
    bridge.handle(WORKER_CALLS.health, () => processHealth.report());
    bridge.handle(WORKER_CALLS.pgliteQuery, async (arg) => {
      const { text, values } = arg as { text: string; values?: unknown[] };
      const result = await (await this.database()).query(text, values);
      return { rows: result.rows, affectedRows: result.affectedRows };
    });
    bridge.handle(WORKER_CALLS.pgliteExec, async (sql) => {
      await (await this.database()).exec(sql as string);
      return true;
    });
    bridge.handle(WORKER_CALLS.backup, async () => {
      try {
        return await this.backups.run();
      } catch (err) {
        if (err instanceof BackupRunningError) {
          // Only the name and message cross: the worker tells a running backup by the name.
          err.name = 'BackupRunningError';
        }
        throw err;
      }
    });
    return new Promise((resolve, reject) => {
      let ready = false;
      bridge.handle(WORKER_CALLS.ready, () => {
        ready = true;
        this.worker = worker;
        this.bridge = bridge;
        resolve();
        return true;
      });
      worker.on('error', (err) => {
        this.logger.error(`the HTTP worker failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        if (!ready) {
          reject(err);
        }
      });
      worker.on('exit', (code) => {
        bridge.close();
        if (this.bridge === bridge) {
          this.bridge = undefined;
          this.worker = undefined;
        }
        if (!ready) {
          reject(new Error(`the HTTP worker stopped (exit code ${code}) before it listened`));
        } else if (!this.stopping) {
          this.crashed(code);
        }
      });
    });
  }

  private crashed(code: number): void {
    const now = Date.now();
    this.crashes = [...this.crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
    if (this.crashes.length >= MAX_CRASHES) {
      this.stopAll(`the HTTP worker stopped ${this.crashes.length} times within a minute (last exit code ${code})`);
      return;
    }
    this.logger.error(`the HTTP worker stopped (exit code ${code}): starting another`);
    this.spawn().catch((err: unknown) =>
      this.stopAll(`the HTTP worker could not start again: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  private stopAll(why: string): void {
    this.logger.fatal(`${why}: stopping the process`);
    this.giveUp(why);
  }

  private database() {
    return sharedPglite(this.config.database.pgliteDir, poolConnectTimeoutMs(this.config.rpcTimeoutMs));
  }
}

/** The whole process stops (SIGTERM's clean path) and exits 1: no platform without its HTTP side. */
function stopProcess(): void {
  process.exitCode = 1;
  process.kill(process.pid, 'SIGTERM');
}
