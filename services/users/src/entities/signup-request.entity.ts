import { DEFAULT_TIME_ZONE, type Language } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { HashedToken } from './hashed-token';

/**
 * A sign-up waiting for its e-mailed link: the account is created only when the link is followed,
 * so the sign-up form answers the same whether or not the e-mail already has an account. Holds the
 * password's scrypt hash (never the password) and the SHA-256 of the link's token.
 */
@Entity({ tableName: 'signup_request' })
export class SignupRequest extends HashedToken {
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  role!: 'kadet' | 'coach';

  @Property({ type: 'text' })
  passwordHash!: string;

  /** The language chosen at sign-up: of the link's e-mail, then of the account. */
  @Property({ type: 'text' })
  language: Language & Opt = 'en';

  /** The time zone sent with the sign-up (the browser's), then the account's. */
  @Property({ type: 'text' })
  timeZone: string & Opt = DEFAULT_TIME_ZONE;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null = null;
}
