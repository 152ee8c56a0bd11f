import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A time a coach is free to coach, read from their calendar by the last good sync (UTC). */
@Entity({ tableName: 'availability_window' })
export class AvailabilityWindowRow {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string & Opt;

  @Property({ type: 'uuid' })
  coachId!: string;

  @Property({ type: 'datetime' })
  startsAt!: Date;

  @Property({ type: 'datetime' })
  endsAt!: Date;

  /** UID of the calendar event it came from. */
  @Property({ type: 'text' })
  sourceUid!: string;

  @Property({ type: 'text' })
  summary!: string;
}
