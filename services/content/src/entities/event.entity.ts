import type { EventFilTexts, EventFormat } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { ContentRecord } from './content-record';

/** An event of What's New (/events/{eventId}). */
@Entity({ tableName: 'event' })
export class ContentEvent extends ContentRecord {
  /** The Filipino version of the texts (issue 29), null when there is none: shown field by field, English where a field has none. */
  @Property({ type: 'json', nullable: true })
  fil?: EventFilTexts | null = null;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'datetime' })
  startAt!: Date;

  @Property({ type: 'datetime' })
  endAt!: Date;

  @Property({ type: 'text' })
  format!: EventFormat;

  @Property({ type: 'text', nullable: true })
  location?: string | null = null;

  @Property({ type: 'text', nullable: true })
  onlineUrl?: string | null = null;

  @Property({ type: 'text', nullable: true })
  bannerImageUrl?: string | null = null;

  /** Null: registration closes when the event starts. */
  @Property({ type: 'datetime', nullable: true })
  registrationCloseAt?: Date | null = null;

  /** Seats; null for no limit. */
  @Property({ type: 'integer', nullable: true })
  capacity?: number | null = null;

  @Property({ type: 'boolean' })
  needsApproval: boolean & Opt = false;
}
