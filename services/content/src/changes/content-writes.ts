import type { SearchDocument, SearchResultType } from '@lakbay/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { inTransaction } from '@lakbay/platform';
import type { SqlEntityManager } from '@mikro-orm/sql';

export const CONTENT_SCHEMA = 'content';
export const table = (name: string): string => `"${CONTENT_SCHEMA}"."${name}"`;

/** Kinds of record with their own content version (the source of ETags). */
export type ContentKind = 'career' | 'video' | 'job' | 'event' | 'faq' | 'resource';

/** The services are given core's EntityManager; both drivers (PGlite, PostgreSQL) are SQL ones. */
export const sqlEm = (em: EntityManager): SqlEntityManager => em as unknown as SqlEntityManager;

interface PendingChange {
  type: SearchResultType;
  id: string;
  document: SearchDocument | null;
}

/** What one write touched: kinds whose version goes up, and entries for the change feed. */
export class WriteSet {
  readonly kinds = new Set<ContentKind>();
  readonly changes: PendingChange[] = [];

  touch(kind: ContentKind): void {
    this.kinds.add(kind);
  }

  /** A feed entry for a career or video: its search document when visible, null when not. */
  change(type: 'CAREER' | 'VIDEO', id: string, document: SearchDocument | null): void {
    this.touch(type === 'CAREER' ? 'career' : 'video');
    this.changes.push({ type, id, document });
  }
}

export interface WriteResult<T> {
  result: T;
  /** Sequence number of the last feed entry written, or null when none was. */
  lastSeq: number | null;
  /** Kinds whose content version went up (what caches of answers must drop). */
  kinds: ContentKind[];
}

/**
 * Runs a write in one transaction with its bookkeeping: the content versions of the kinds it
 * touched go up and its change-feed entries are inserted (the transactional outbox), so a
 * committed change always has its feed entry and a rolled-back one never does.
 */
export async function writeContent<T>(
  em: EntityManager,
  work: (tx: EntityManager, writes: WriteSet) => Promise<T>,
): Promise<WriteResult<T>> {
  return inTransaction(em, async (tx) => {
    const writes = new WriteSet();
    const result = await work(tx, writes);
    await tx.flush();
    const sql = sqlEm(tx);
    // Rows are locked in one order (sorted) so concurrent writers cannot deadlock. Writers of the
    // feed all lock the "feed" row before taking a sequence number, so sequence order is commit
    // order and a consumer's cursor never skips an entry committed late.
    const kinds = [...writes.kinds, ...(writes.changes.length > 0 ? ['feed'] : [])].sort();
    for (const kind of kinds) {
      await sql.execute(
        `update ${table('content_version')} set "version" = nextval('${CONTENT_SCHEMA}.content_version_seq'), "updated_at" = now() where "kind" = ?`,
        [kind],
      );
    }
    let lastSeq: number | null = null;
    for (const change of writes.changes) {
      const rows = await sql.execute<{ seq: string }[]>(
        `insert into ${table('content_change')} ("type", "record_id", "action", "document", "at") values (?, ?, ?, ?::jsonb, clock_timestamp()) returning "seq"`,
        [change.type, change.id, change.document ? 'upserted' : 'deleted', change.document ? JSON.stringify(change.document) : null],
      );
      lastSeq = Number(rows[0]?.seq);
    }
    return { result, lastSeq, kinds: [...writes.kinds] };
  });
}

/** Current versions of the given kinds, in the order asked. */
export async function readVersions(em: EntityManager, kinds: ContentKind[]): Promise<number[]> {
  const rows = await sqlEm(em).execute<{ kind: string; version: string }[]>(
    `select "kind", "version" from ${table('content_version')} where "kind" in (${kinds.map(() => '?').join(', ')})`,
    kinds,
  );
  const byKind = new Map(rows.map((r) => [r.kind, Number(r.version)]));
  return kinds.map((k) => byKind.get(k) ?? 0);
}
