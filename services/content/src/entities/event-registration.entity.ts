import { DEFAULT_TIME_ZONE, type Language, type RegistrationStatus } from '@lakbay/contracts';
import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { ContentEvent } from './event.entity';
import { ContentRow } from './content-record';

/** One person's registration for one event; registering again reuses the row. */
@Entity({ tableName: 'event_registration' })
@Unique({ properties: ['event', 'userId'] })
export class EventRegistration extends ContentRow {
  @ManyToOne(() => ContentEvent, { ref: true, deleteRule: 'cascade' })
  event!: Ref<ContentEvent>;

  /** Id of the account in the users service (no foreign key across schemas). */
  @Property({ type: 'uuid' })
  userId!: string;

  /** Copied from the session at registration, so admins can reach the person. */
  @Property({ type: 'text' })
  userEmail!: string;

  /** Their full name (the username when they gave none), which admins see. */
  @Property({ type: 'text', nullable: true })
  userName?: string | null = null;

  /** Their first name, which the e-mails greet them by; null greets "Hi there,". */
  @Property({ type: 'text', nullable: true })
  userFirstName?: string | null = null;

  /** The registrant's language at their last registration: every e-mail about it is written in it. */
  @Property({ type: 'text' })
  userLanguage: Language & Opt = 'en';

  /** The registrant's time zone at their last registration: every e-mail about it shows times in it. */
  @Property({ type: 'text' })
  userTimeZone: string & Opt = DEFAULT_TIME_ZONE;

  @Property({ type: 'text' })
  status!: RegistrationStatus;

  /** When the person joined the waitlist: the line's order. */
  @Property({ type: 'datetime', nullable: true })
  waitlistedAt?: Date | null = null;

  @Property({ type: 'text', nullable: true })
  note?: string | null = null;
}
