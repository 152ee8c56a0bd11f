import { randomUUID } from 'node:crypto';
import { type BookingStatus, DEFAULT_TIME_ZONE, type Language } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type Side = 'kadet' | 'coach';

/**
 * A session booked by a Kadet with a coach. It keeps the names and addresses it was booked with,
 * so its e-mails and lists need no other service. version is the iCalendar SEQUENCE: raised by every
 * change, it also retires e-mailed links and pending reminders of the earlier version.
 */
@Entity({ tableName: 'booking' })
export class BookingRow {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  coachId!: string;

  @Property({ type: 'text' })
  coachSlug!: string;

  /** The coach's display name, which the Kadet's lists, e-mails and calendar entry show. */
  @Property({ type: 'text' })
  coachName!: string;

  /** The coach's first name, which their e-mails greet them by; null greets "Hi there,". */
  @Property({ type: 'text', nullable: true })
  coachFirstName?: string | null = null;

  @Property({ type: 'text' })
  coachEmail!: string;

  @Property({ type: 'text' })
  coachTimeZone!: string;

  /** The coach's language: their e-mails about this booking are written in it. */
  @Property({ type: 'text' })
  coachLanguage: Language & Opt = 'en';

  @Property({ type: 'text', nullable: true })
  meetingLink?: string | null = null;

  @Property({ type: 'uuid' })
  kadetId!: string;

  /** The Kadet's full name (first and last), which the coach's schedule, My Kadets, e-mails and calendar entry show. */
  @Property({ type: 'text' })
  kadetName!: string;

  /** The Kadet's first name, which their e-mails greet them by; null greets "Hi there,". */
  @Property({ type: 'text', nullable: true })
  kadetFirstName?: string | null = null;

  @Property({ type: 'text' })
  kadetEmail!: string;

  /** The Kadet's language: their e-mails about this booking are written in it. */
  @Property({ type: 'text' })
  kadetLanguage: Language & Opt = 'en';

  /** The Kadet's time zone when they booked: their e-mails about this booking show times in it. */
  @Property({ type: 'text' })
  kadetTimeZone: string & Opt = DEFAULT_TIME_ZONE;

  @Property({ type: 'text' })
  trainingSlug!: string;

  @Property({ type: 'text' })
  trainingTitle!: string;

  @Property({ type: 'integer' })
  durationMinutes!: number;

  @Property({ type: 'datetime' })
  startsAt!: Date;

  @Property({ type: 'datetime' })
  endsAt!: Date;

  /** The session with the training's buffers: no two CONFIRMED bookings of a coach overlap here. */
  @Property({ type: 'datetime' })
  blockedFrom!: Date;

  @Property({ type: 'datetime' })
  blockedTo!: Date;

  @Property({ type: 'text' })
  status: BookingStatus & Opt = 'CONFIRMED';

  @Property({ type: 'json' })
  answers: Record<string, string> & Opt = {};

  /** The calendar entry's UID: kept across reschedules so calendars update one entry. */
  @Property({ type: 'text' })
  icalUid!: string;

  @Property({ type: 'integer' })
  version: number & Opt = 0;

  /** The version whose reminder was sent (a reminder job of another version does nothing). */
  @Property({ type: 'integer', nullable: true })
  remindedVersion?: number | null = null;

  @Property({ type: 'text', nullable: true })
  cancellationReason?: string | null = null;

  @Property({ type: 'text', nullable: true })
  cancelledBy?: Side | null = null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null = null;

  @Property({ type: 'boolean' })
  lateCancel: boolean & Opt = false;

  @Property({ type: 'uuid', nullable: true })
  rescheduledFromId?: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  rescheduledToId?: string | null = null;

  @Property({ type: 'text', nullable: true })
  noShowMarkedBy?: Side | null = null;

  @Property({ type: 'integer', nullable: true })
  reviewRating?: number | null = null;

  @Property({ type: 'text', nullable: true })
  reviewComment?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
