import { type AppConfig, WORKER_CALLS, httpWorkerBridge, poolConnectTimeoutMs, sharedPglite } from '@lakbay/platform';
import { Logger } from '@nestjs/common';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterOptions } from './redis-limiter';

/** Where standalone mode keeps rate-limit counters: one table in the embedded database, beside the services' schemas. */
const TABLE = '"bff"."rate_limit"';

/** How long a changed count waits in memory before it is written, so a crowd's counts go in one statement. */
export const FLUSH_DELAY_MS = 50;

// Keys hold an e-mail address and a client address: text. The table's shape is the one
// rate-limiter-flexible's Postgres store used here before, so counts kept by it still load.
const CREATE_TABLE = `create schema if not exists "bff";
  create table if not exists ${TABLE} ("key" text primary key, "points" integer not null default 0, "expire" bigint);`;

/** A client of the standalone embedded database, shaped as pg's query. */
export interface LimiterStore {
  query(q: { text: string; values?: unknown[] }): Promise<{ rows: unknown[]; rowCount: number }>;
}

/** The standalone process's embedded database (DATA_DIR/db), with the counters' table. */
export function embeddedLimiterStore(config: AppConfig): LimiterStore {
  const bridge = httpWorkerBridge();
  if (bridge) {
    // An HTTP worker thread: the database is the main thread's (one handle per data directory).
    const created = bridge.call(WORKER_CALLS.pgliteExec, CREATE_TABLE);
    return {
      async query({ text, values }) {
        await created;
        const result = await bridge.call<{ rows: unknown[]; affectedRows?: number }>(WORKER_CALLS.pgliteQuery, { text, values });
        return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
      },
    };
  }
  const ready = sharedPglite(config.database.pgliteDir, poolConnectTimeoutMs(config.rpcTimeoutMs)).then(async (db) => {
    await db.exec(CREATE_TABLE);
    return db;
  });
  return {
    async query({ text, values }) {
      const result = await (await ready).query(text, values);
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
  };
}

interface Row {
  key: string;
  points: number;
  expire: string | number | null;
}

/**
 * A standalone limiter: it counts in memory, where each step is one synchronous operation of the
 * only process (atomic, as Redis INCR is for replicas), and keeps the counts in the embedded
 * database behind them so a restart does not hand an attacker a fresh set of guesses. Writes are
 * gathered for FLUSH_DELAY_MS and go in one statement, off the request's path: a crowd of log-ins
 * costs no queue of single writes in front of the answer (300 parallel log-ins made 900 upserts
 * wait behind PGlite's one connection, and refusals took seconds). A hard kill loses at most the
 * counts of the last FLUSH_DELAY_MS; a clean stop writes them (close()).
 */
export class EmbeddedLimiter extends RateLimiterMemory {
  private static readonly logger = new Logger('LoginThrottle');
  private readonly loaded: Promise<void>;
  private readonly dirty = new Set<string>();
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: LimiterStore,
    options: LimiterOptions,
  ) {
    super(options);
    this.loaded = this.load();
  }

  override async consume(key: string | number, points?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    await this.loaded;
    try {
      return await super.consume(key, points, options);
    } finally {
      this.changed(key);
    }
  }

  override async reward(key: string | number, points?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    await this.loaded;
    const res = await super.reward(key, points, options);
    this.changed(key);
    return res;
  }

  override async delete(key: string | number, options?: { [key: string]: unknown }): Promise<boolean> {
    await this.loaded;
    const deleted = await super.delete(key, options);
    this.changed(key);
    return deleted;
  }

  /** Writes what is still only in memory; called on a clean stop. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /**
   * The counts kept by an earlier run that have not expired. When the database cannot be read (or
   * closes first, in a quick stop) counting starts from nothing here instead of failing log-ins.
   */
  private async load(): Promise<void> {
    try {
      await this.loadRows();
    } catch (err) {
      EmbeddedLimiter.logger.warn(`Could not read the kept rate-limit counts; counting from now: ${(err as Error).message}`);
    }
  }

  private async loadRows(): Promise<void> {
    const prefix = `${this.keyPrefix}:`;
    const { rows } = await this.store.query({
      text: `select "key", "points", "expire" from ${TABLE} where starts_with("key", $1) and ("expire" is null or "expire" > $2)`,
      values: [prefix, Date.now()],
    });
    this.restore({
      version: 1,
      storage: (rows as Row[]).map((row) => ({
        key: row.key.slice(prefix.length),
        value: row.points,
        expiresAt: row.expire === null ? null : Number(row.expire),
      })),
    });
  }

  private changed(key: string | number): void {
    this.dirty.add(String(key));
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, FLUSH_DELAY_MS);
  }

  /** Queues a write of the changed keys behind any write under way. */
  private flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** One statement for the changed keys: their counts as they are now (expired or deleted ones go). */
  private async write(): Promise<void> {
    const keys = [...this.dirty];
    this.dirty.clear();
    if (keys.length === 0) {
      return;
    }
    const now = Date.now();
    const kept: { key: string; points: number; expire: number }[] = [];
    const gone: string[] = [];
    for (const key of keys) {
      // Every limiter here has a duration, so a live count always expires: none left is gone.
      const res = await this.get(key);
      if (res && res.msBeforeNext > 0) {
        kept.push({ key: this.getKey(key), points: res.consumedPoints, expire: now + res.msBeforeNext });
      } else {
        gone.push(this.getKey(key));
      }
    }
    try {
      // A count is written by this process only, so the latest write is the truth.
      await this.store.query({
        text: `with gone as (delete from ${TABLE} where "key" = any($4::text[]))
          insert into ${TABLE} ("key", "points", "expire")
          select * from unnest($1::text[], $2::int[], $3::bigint[])
          on conflict ("key") do update set "points" = excluded."points", "expire" = excluded."expire"`,
        values: [kept.map((k) => k.key), kept.map((k) => k.points), kept.map((k) => k.expire), gone],
      });
    } catch (err) {
      // The counts still hold in memory; only a restart before the next write would lose them.
      EmbeddedLimiter.logger.warn(`Could not keep ${keys.length} rate-limit counts on disk: ${(err as Error).message}`);
    }
  }
}

/** A limiter counting in the standalone process, kept in its embedded database. */
export function embeddedLimiter(store: LimiterStore, options: LimiterOptions): EmbeddedLimiter {
  return new EmbeddedLimiter(store, options);
}
