import type { CalendarSyncSummary } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The state of calendar sync: one row (id 1). */
@Entity({ tableName: 'calendar_sync' })
export class CalendarSyncState {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number & Opt = 1;

  /** Validator of the last feed read (ETag, or size and time of a file): unchanged feeds are skipped. */
  @Property({ type: 'text', nullable: true })
  etag?: string | null = null;

  @Property({ type: 'json', nullable: true })
  lastSummary?: CalendarSyncSummary | null = null;

  /** The last good read's problems by organiser e-mail: each coach is shown their own, not others'. */
  @Property({ type: 'json', nullable: true })
  coachProblems?: Record<string, string[]> | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastSuccessAt?: Date | null = null;
}
