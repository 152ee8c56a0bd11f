import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One row per coach, locked by every booking change of that coach (see BookingsService). */
@Entity({ tableName: 'coach_calendar' })
export class CoachCalendar {
  @PrimaryKey({ type: 'uuid' })
  coachId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
