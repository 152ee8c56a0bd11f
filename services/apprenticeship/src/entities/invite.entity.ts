import { DEFAULT_TIME_ZONE, type Language } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { GroupRecord } from './group-record';

export type StoredInviteStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN';

/** An invitation to a group, e-mailed with a link holding a token; only the token's SHA-256 is kept. */
@Entity({ tableName: 'invite' })
export class InviteRow extends GroupRecord {
  /** Lower case. */
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  tokenHash!: string;

  /** EXPIRED is not stored: a PENDING invite past expiresAt is shown as EXPIRED. */
  @Property({ type: 'text' })
  status: StoredInviteStatus & Opt = 'PENDING';

  @Property({ type: 'uuid' })
  inviterId!: string;

  @Property({ type: 'text' })
  inviterName!: string;

  /** The inviter's language: the invite is written in it (the invitee may have no account yet). */
  @Property({ type: 'text' })
  inviterLanguage: Language & Opt = 'en';

  /** The inviter's time zone: the invite's expiry is written in it, the zone named. */
  @Property({ type: 'text' })
  inviterTimeZone: string & Opt = DEFAULT_TIME_ZONE;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date | null = null;

  /** Who answered: the invitee, or whoever holds the e-mailed link and is logged in. */
  @Property({ type: 'uuid', nullable: true })
  answeredById?: string | null = null;

  @Property({ type: 'text', nullable: true })
  answeredByEmail?: string | null = null;
}
