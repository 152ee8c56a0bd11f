import { type AppConfig, poolConnectTimeoutMs, sharedPglite } from '@lakbay/platform';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { LimiterOptions } from './redis-limiter';

/** Where standalone mode keeps rate-limit counters: one table in the embedded database, beside the services' schemas. */
const TABLE = { schema: 'bff', name: 'rate_limit' };

/** A client of the standalone embedded database, shaped as rate-limiter-flexible's Postgres store expects (pg's query). */
export interface LimiterStore {
  query(q: { text: string; values?: unknown[] }): Promise<{ rows: unknown[]; rowCount: number }>;
}

/**
 * The standalone process's counters, kept on disk in its PGlite (DATA_DIR/db) so a restart does
 * not hand an attacker a fresh set of guesses. The BFF owns no data: this table is its store for
 * counters, as Redis is in distributed mode. Each consume is one INSERT ... ON CONFLICT DO UPDATE
 * (rate-limiter-flexible's RateLimiterPostgres), atomic like Redis INCR; plain statements wait
 * behind an open service transaction (PGlite's lock) but never hold one.
 */
export function embeddedLimiterStore(config: AppConfig): LimiterStore {
  const ready = sharedPglite(config.database.pgliteDir, poolConnectTimeoutMs(config.rpcTimeoutMs)).then(async (db) => {
    // Keys hold an e-mail address and a client address: text, not the library's varchar(255).
    await db.exec(`create schema if not exists "${TABLE.schema}";
      create table if not exists "${TABLE.schema}"."${TABLE.name}" ("key" text primary key, "points" integer not null default 0, "expire" bigint);`);
    return db;
  });
  return {
    async query({ text, values }) {
      const result = await (await ready).query(text, values);
      // pg's rowCount: rows returned, or rows changed by a DELETE.
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
  };
}

/** A limiter counting in the standalone embedded database. */
export function embeddedLimiter(store: LimiterStore, options: LimiterOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    ...options,
    storeClient: store,
    storeType: 'pool',
    schemaName: TABLE.schema,
    tableName: TABLE.name,
    tableCreated: true,
  });
}
