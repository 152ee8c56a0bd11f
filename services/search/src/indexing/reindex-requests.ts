import { type FSWatcher, mkdirSync, readFileSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchStatusReply } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable, Logger } from '@nestjs/common';

/** Written by `npm run search:reindex` in standalone mode: a request id. */
export const REINDEX_REQUEST_FILE = 'reindex.request';
/** Written here when a request is taken: {id, startedAt}. */
export const REINDEX_STARTED_FILE = 'reindex.started';
/** Written here when a request was carried out: {id, status, finishedAt} or {id, error}. */
export const REINDEX_DONE_FILE = 'reindex.done';

/**
 * Rebuild requests in standalone mode. The in-process transport cannot be reached from another
 * process, so `npm run search:reindex` drops a request file in DATA_DIR/search; the running
 * service notices it at once (a file watch), the next start carries out one left while it was
 * stopped, and the sync timer checks too in case a watch event was lost.
 */
@Injectable()
export class ReindexRequests {
  private readonly logger = new Logger('SearchReindex');
  private watcher?: FSWatcher;
  private timer?: NodeJS.Timeout;
  private busy = false;
  private handler?: () => Promise<SearchStatusReply>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get dir(): string {
    return this.config.search.dir;
  }

  watch(handler: () => Promise<SearchStatusReply>): void {
    this.handler = handler;
    mkdirSync(this.dir, { recursive: true });
    try {
      this.watcher = watch(this.dir, (_event, name) => {
        if (name === REINDEX_REQUEST_FILE) {
          this.check();
        }
      });
      this.watcher.on('error', (err) => this.logger.warn(`Watching ${this.dir} failed: ${err.message}`));
    } catch (err) {
      this.logger.warn(`Cannot watch ${this.dir} (${String(err)}); reindex requests are checked every few seconds instead`);
    }
    this.timer = setInterval(() => this.check(), 5000);
    this.timer.unref();
    this.check();
  }

  close(): void {
    this.watcher?.close();
    clearInterval(this.timer);
    this.handler = undefined;
  }

  private check(): void {
    if (this.busy || !this.handler) {
      return;
    }
    const id = this.pendingId();
    if (!id) {
      return;
    }
    this.busy = true;
    this.record(REINDEX_STARTED_FILE, { id, startedAt: new Date().toISOString() });
    const handler = this.handler;
    void handler()
      .then(
        (status) => this.finish(id, { id, status, finishedAt: new Date().toISOString() }),
        (err: unknown) =>
          this.finish(id, { id, error: err instanceof Error ? err.message : String(err), finishedAt: new Date().toISOString() }),
      )
      .finally(() => {
        this.busy = false;
        // A request that arrived meanwhile is carried out next.
        this.check();
      });
  }

  private pendingId(): string | undefined {
    try {
      const id = readFileSync(join(this.dir, REINDEX_REQUEST_FILE), 'utf8').trim();
      return id || 'unnamed';
    } catch {
      return undefined;
    }
  }

  private finish(id: string, result: object): void {
    this.record(REINDEX_DONE_FILE, result);
    // Remove the request only if it is still the one carried out.
    if (this.pendingId() === id) {
      rmSync(join(this.dir, REINDEX_REQUEST_FILE), { force: true });
    }
  }

  /** Writes a file atomically (temporary file, then rename), so a reader never sees half of it. */
  private record(name: string, content: object): void {
    try {
      const temporary = join(this.dir, `${name}.${process.pid}.tmp`);
      writeFileSync(temporary, JSON.stringify(content));
      renameSync(temporary, join(this.dir, name));
    } catch (err) {
      this.logger.error(`Could not write ${name}: ${String(err)}`);
    }
  }
}
