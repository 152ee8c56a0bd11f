import type { SearchDocument, SearchResultType } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The users service's change feed (users.changes): one row per coach profile change, written in
 * the same transaction as the change (a transactional outbox).
 */
@Entity({ tableName: 'change_log' })
export class ChangeLog {
  /** Strictly increasing; the consumers' cursor. Rows are inserted under a lock, so commit order = seq order. */
  @PrimaryKey({ type: 'integer', autoincrement: true })
  seq!: number & Opt;

  @Property({ type: 'text' })
  recordType!: SearchResultType;

  @Property({ type: 'uuid' })
  recordId!: string;

  @Property({ type: 'text' })
  action!: 'upserted' | 'deleted';

  @Property({ type: 'json', nullable: true })
  document?: SearchDocument | null = null;

  @Property({ type: 'datetime' })
  at: Date & Opt = new Date();
}
