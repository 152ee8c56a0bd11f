import type { ChangeEntry, ChangesReply, ChangesRequest, SearchDocument, SearchResultType } from '@lakbay/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { sqlEm, table } from './content-writes';

interface ChangeRow {
  seq: string;
  type: SearchResultType;
  record_id: string;
  action: 'upserted' | 'deleted';
  document: SearchDocument | string | null;
  at: string;
}

/** The content.changes feed: careers and videos, after a cursor, in commit order. */
@Injectable()
export class ContentFeedService {
  constructor(private readonly em: EntityManager) {}

  async changes({ after, limit }: ChangesRequest): Promise<ChangesReply> {
    const sql = sqlEm(this.em);
    const rows = await sql.execute<ChangeRow[]>(
      `select "seq", "type", "record_id", "action", "document", "at" from ${table('content_change')} where "seq" > ? order by "seq" limit ?`,
      [after, limit],
    );
    const [last] = await sql.execute<{ last: string }[]>(`select coalesce(max("seq"), 0) as "last" from ${table('content_change')}`);
    return { changes: rows.map(toEntry), last: Number(last?.last ?? 0) };
  }
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
