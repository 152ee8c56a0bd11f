import { type ChangeEntry, SEARCH_OWNERS, type SearchOwner, type SearchStatusReply } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Broadcasts, ServiceClient, pullChangeFeed } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { INDEX_SETTINGS, SEARCH_ENGINE, type SearchEngine } from '../engine/search-engine';
import { toBatch } from './apply-changes';
import { ReindexRequests } from './reindex-requests';

const FIRST_RETRY_MS = 1000;

/**
 * Keeps the index in step with the owners' change feeds. Per owner it keeps a cursor (stored with
 * the index by the engine), pulls `<owner>.changes` after it at start, on every `<owner>.changed`
 * event and on a timer (SEARCH_SYNC_INTERVAL_SECONDS) in case an event was missed, applies the
 * entries (idempotently) and only then advances the cursor. An owner that does not answer is
 * retried with a growing delay. Pulls and rebuilds run one at a time.
 */
@Injectable()
export class IndexSync implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SearchIndexing');
  private readonly positions = new Map<SearchOwner, number>();
  private readonly errors = new Map<SearchOwner, string>();
  private readonly queued = new Set<SearchOwner>();
  private readonly retries = new Map<SearchOwner, { timer: NodeJS.Timeout; delayMs: number }>();
  private work: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private closed = false;

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly services: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly requests: ReindexRequests,
    private readonly broadcasts: Broadcasts,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.engine.open(INDEX_SETTINGS);
    const saved = await this.engine.cursors();
    for (const owner of SEARCH_OWNERS) {
      this.positions.set(owner, saved[owner] ?? 0);
    }
    this.logger.log(
      `${this.engine.kind} index with ${await this.engine.count()} documents; cursors ${SEARCH_OWNERS.map((o) => `${o}=${this.cursor(o)}`).join(', ')}`,
    );
  }

  onApplicationBootstrap(): void {
    for (const owner of SEARCH_OWNERS) {
      this.request(owner);
    }
    this.timer = setInterval(() => {
      for (const owner of SEARCH_OWNERS) {
        this.request(owner);
      }
    }, this.config.search.syncIntervalSeconds * 1000);
    this.timer.unref();
    // Standalone mode: `npm run search:reindex` leaves a request file (no transport reaches here).
    if (this.config.mode === 'standalone') {
      this.requests.watch(() => this.reindex());
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    for (const { timer } of this.retries.values()) {
      clearTimeout(timer);
    }
    this.requests.close();
    await this.work;
    await this.engine.close();
  }

  cursor(owner: SearchOwner): number {
    return this.positions.get(owner) ?? 0;
  }

  /** An owner says its feed reached `seq`: pull unless the index already has it. */
  nudge(owner: SearchOwner, seq?: number): void {
    if (seq !== undefined && Number.isFinite(seq) && seq <= this.cursor(owner)) {
      return;
    }
    this.request(owner);
  }

  /** Queues a pull of an owner's feed; a pull already waiting covers this request too. */
  request(owner: SearchOwner): void {
    if (this.closed || this.queued.has(owner)) {
      return;
    }
    this.queued.add(owner);
    void this.exclusive(async () => {
      this.queued.delete(owner);
      await this.pullSafely(owner);
    });
  }

  /** Empties the index and its cursors, then pulls every owner's feed from the start. */
  reindex(): Promise<SearchStatusReply> {
    return this.exclusive(async () => {
      this.logger.log('Rebuilding the search index from the owners');
      await this.engine.clear();
      await this.broadcasts.publish('search.invalidated', {});
      for (const owner of SEARCH_OWNERS) {
        this.positions.set(owner, 0);
      }
      for (const owner of SEARCH_OWNERS) {
        await this.pullSafely(owner);
      }
      const status = await this.status();
      this.logger.log(`Rebuilt the search index: ${status.documents} documents`);
      return status;
    });
  }

  async status(): Promise<SearchStatusReply> {
    const owners = Object.fromEntries(
      SEARCH_OWNERS.map((owner) => {
        const error = this.errors.get(owner);
        return [owner, error ? { cursor: this.cursor(owner), error } : { cursor: this.cursor(owner) }];
      }),
    ) as SearchStatusReply['owners'];
    return { engine: this.engine.kind, documents: await this.engine.count(), owners };
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.work.then(task);
    this.work = run.catch(() => undefined);
    return run;
  }

  private async pullSafely(owner: SearchOwner): Promise<void> {
    try {
      await this.pull(owner);
      this.succeeded(owner);
    } catch (err) {
      this.failed(owner, err);
    }
  }

  private async pull(owner: SearchOwner): Promise<void> {
    const pulled = await pullChangeFeed(this.services, owner, {
      cursor: () => this.cursor(owner),
      apply: (page, after) => this.apply(owner, page, after),
      stopped: () => this.closed,
    });
    if (pulled.outcome === 'reset') {
      // Nothing the owner holds is newer than what we think we have: rebuild from scratch.
      this.logger.warn(`${owner}.changes ends at ${pulled.last}, before our cursor ${pulled.after}: rebuilding the index`);
      void this.reindex();
    }
  }

  /** Applies one page of an owner's feed, then (only then) advances its cursor. */
  private async apply(owner: SearchOwner, page: ChangeEntry[], after: number): Promise<number> {
    const batch = toBatch(page, after);
    for (const problem of batch.rejected) {
      this.logger.warn(`${owner}.changes ${problem}: skipped`);
    }
    await this.engine.delete(batch.deletes);
    await this.engine.upsert(batch.upserts);
    if (batch.deletes.length + batch.upserts.length > 0) {
      // The BFFs keep search answers until the index changes.
      await this.broadcasts.publish('search.invalidated', {});
    }
    if (batch.last > after) {
      await this.engine.saveCursors({ [owner]: batch.last });
      this.positions.set(owner, batch.last);
      this.logger.debug(`${owner}: applied up to ${batch.last} (${batch.upserts.length} upserts, ${batch.deletes.length} deletes)`);
    }
    return batch.last;
  }

  private succeeded(owner: SearchOwner): void {
    const retry = this.retries.get(owner);
    if (retry) {
      clearTimeout(retry.timer);
      this.retries.delete(owner);
    }
    if (this.errors.delete(owner)) {
      this.logger.log(`${owner}.changes answers again; the index is up to date with it`);
    }
  }

  private failed(owner: SearchOwner, err: unknown): void {
    const message = err instanceof Error ? err.message : String(err);
    if (this.errors.get(owner) !== message) {
      this.logger.warn(`Could not pull ${owner}.changes: ${message} (retrying)`);
    }
    this.errors.set(owner, message);
    if (this.closed) {
      return;
    }
    const previous = this.retries.get(owner);
    clearTimeout(previous?.timer);
    const delayMs = Math.min(previous ? previous.delayMs * 2 : FIRST_RETRY_MS, this.config.search.syncIntervalSeconds * 1000);
    const timer = setTimeout(() => this.request(owner), delayMs);
    timer.unref();
    this.retries.set(owner, { timer, delayMs });
  }
}
