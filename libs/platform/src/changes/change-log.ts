import {
  type ChangeEntry,
  type ChangesReply,
  type ChangesRequest,
  type EventName,
  type SearchDocument,
  type SearchResultType,
} from '@lakbay/contracts';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Logger } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { afterCommit } from '../idempotency/after-commit';
import { emitEvent } from '../transport/emit-event';

/** An owner's change-log table (its transactional outbox of changes, libs/contracts changes.ts). */
export interface ChangeLogTable {
  /** Quoted and schema-qualified, e.g. `"users"."change_log"`. */
  table: string;
  /** The column holding the record type. */
  typeColumn: string;
  /** The advisory lock that serialises the table's writers, so seq order is commit order. */
  lockId: number;
}

/** A change to record: the record's searchable document when visible, null when gone or hidden. */
export interface ChangeToRecord {
  type: SearchResultType;
  id: string;
  document: SearchDocument | null;
}

interface ChangeRow {
  seq: string | number;
  type: SearchResultType;
  record_id: string;
  action: 'upserted' | 'deleted';
  document: SearchDocument | string | null;
  at: string | Date;
}

// Both drivers (PostgreSQL, PGlite) are SQL drivers, whose EntityManager runs raw SQL in its transaction.
const sqlOf = (em: EntityManager): SqlEntityManager => em as unknown as SqlEntityManager;

/**
 * Appends changes to the log inside the transaction of the change itself (em from inTransaction),
 * so the change and its entries commit or fail together. Writers hold the table's lock until
 * commit: an entry with a higher seq is never committed before one with a lower seq, and a
 * consumer reading "after N" misses nothing. Answers the last seq written (null for no changes).
 */
export async function recordChanges(em: EntityManager, log: ChangeLogTable, changes: readonly ChangeToRecord[]): Promise<number | null> {
  if (changes.length === 0) {
    return null;
  }
  const sql = sqlOf(em);
  await sql.execute(`select pg_advisory_xact_lock(${log.lockId})`);
  let last: number | null = null;
  for (const change of changes) {
    const [row] = await sql.execute<{ seq: string }[]>(
      `insert into ${log.table} ("${log.typeColumn}", "record_id", "action", "document", "at") values (?, ?, ?, ?::jsonb, clock_timestamp()) returning "seq"`,
      [change.type, change.id, change.document ? 'upserted' : 'deleted', change.document ? JSON.stringify(change.document) : null],
    );
    last = Number(row?.seq);
  }
  return last;
}

/** The `<owner>.changes` answer: entries after the cursor in seq order, and the newest seq. */
export async function readChanges(em: EntityManager, log: ChangeLogTable, { after, limit }: ChangesRequest): Promise<ChangesReply> {
  const sql = sqlOf(em);
  const rows = await sql.execute<ChangeRow[]>(
    `select "seq", "${log.typeColumn}" as "type", "record_id", "action", "document", "at" from ${log.table} where "seq" > ? order by "seq" limit ?`,
    [after, limit],
  );
  const [last] = await sql.execute<{ last: string }[]>(`select coalesce(max("seq"), 0) as "last" from ${log.table}`);
  return { changes: rows.map(toEntry), last: Number(last?.last ?? 0) };
}

function toEntry(row: ChangeRow): ChangeEntry {
  const document = typeof row.document === 'string' ? (JSON.parse(row.document) as SearchDocument) : row.document;
  return {
    seq: Number(row.seq),
    type: row.type,
    id: row.record_id,
    action: row.action,
    document: document ?? null,
    at: new Date(row.at).toISOString(),
  };
}

/**
 * Sends the `<owner>.changed` nudge once the handler's outer transaction has committed (consumers
 * nudged earlier would not see the change). A lost nudge only delays consumers until their next
 * pull, so a failure is logged, not thrown.
 */
export async function nudgeAfterCommit(events: ClientProxy, event: EventName, seq: number | null, logger: Logger): Promise<void> {
  if (seq === null) {
    return;
  }
  await afterCommit(async () => {
    try {
      await emitEvent(events, event, { seq });
    } catch (err) {
      logger.warn(`${event} ${seq} not sent: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
}
