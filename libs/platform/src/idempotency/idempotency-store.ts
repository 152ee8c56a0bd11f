import type { EntityManager, QueryResult } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './idempotency-table';

/** One write's identity under a caller's key. */
export interface IdempotencyClaim {
  scope: string;
  keyHash: string;
  command: string;
  fingerprint: string;
}

/** What claiming a key found: see IdempotencyStore.claim. */
export type ClaimResult = 'claimed' | 'taken' | 'in-progress';

export interface StoredOutcome {
  fingerprint: string;
  reply: string;
}

// How often a claim asks again whether the key's holder has finished.
const LOCK_POLL_MS = 50;

const EXPIRED = `now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`;

// Both drivers (PGlite, PostgreSQL) are SQL ones, whose EntityManager runs raw SQL in its transaction.
const sql = (em: EntityManager): SqlEntityManager => em as unknown as SqlEntityManager;

/** The idempotency_keys table of one service's schema; every call runs in the caller's transaction. */
export class IdempotencyStore {
  private readonly table: string;

  constructor(schema: string) {
    this.table = `"${schema}"."idempotency_keys"`;
  }

  /**
   * Takes the key for this write: 'claimed' when this transaction now holds it, 'taken' when an
   * outcome is committed under it, 'in-progress' when another transaction still held it after
   * `waitMs` (a retry that arrived while the first attempt runs, perhaps on a frozen replica): that
   * one is answered then rather than left waiting on the first one's row until the caller's
   * timeout. A double-clicked twin, whose first attempt ends within the wait, gets its reply. The
   * transaction-scoped advisory lock on the key marks the holder; an expired row is taken over in
   * the same statement.
   */
  async claim(em: EntityManager, claim: IdempotencyClaim, waitMs = 0): Promise<ClaimResult> {
    const lockKey = `${this.table}|${claim.scope}|${claim.keyHash}|${claim.command}`;
    const until = Date.now() + waitMs;
    while (!(await this.tryLock(em, lockKey))) {
      if (Date.now() >= until) {
        return 'in-progress';
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    const rows = await sql(em).execute<{ claimed: number }[]>(
      `insert into ${this.table} as t ("scope", "key_hash", "command", "fingerprint", "reply", "created_at")
       values (?, ?, ?, ?, '', now())
       on conflict ("scope", "key_hash", "command") do update
         set "fingerprint" = excluded."fingerprint", "reply" = '', "created_at" = excluded."created_at"
         where t."created_at" < ${EXPIRED}
       returning 1 as "claimed"`,
      [claim.scope, claim.keyHash, claim.command, claim.fingerprint],
    );
    return rows.length > 0 ? 'claimed' : 'taken';
  }

  private async tryLock(em: EntityManager, lockKey: string): Promise<boolean> {
    const [row] = await sql(em).execute<{ free: boolean }[]>(`select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as "free"`, [
      lockKey,
    ]);
    return row?.free ?? false;
  }

  /** The outcome committed under the key (read after a claim that found it taken). */
  async find(em: EntityManager, claim: IdempotencyClaim): Promise<StoredOutcome | null> {
    const rows = await sql(em).execute<StoredOutcome[]>(
      `select "fingerprint", "reply" from ${this.table} where "scope" = ? and "key_hash" = ? and "command" = ?`,
      [claim.scope, claim.keyHash, claim.command],
    );
    return rows[0] ?? null;
  }

  async saveReply(em: EntityManager, claim: IdempotencyClaim, reply: string): Promise<void> {
    await sql(em).execute(`update ${this.table} set "reply" = ? where "scope" = ? and "key_hash" = ? and "command" = ?`, [
      reply,
      claim.scope,
      claim.keyHash,
      claim.command,
    ]);
  }

  /** Deletes outcomes older than the time to live; answers how many. */
  async sweep(em: EntityManager): Promise<number> {
    const result = await sql(em).execute<QueryResult>(`delete from ${this.table} where "created_at" < ${EXPIRED}`, [], 'run');
    return result.affectedRows;
  }
}
