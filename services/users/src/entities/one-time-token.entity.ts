import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { HashedToken } from './hashed-token';

export type OneTimeTokenPurpose = 'PASSWORD_RESET' | 'GOOGLE_LOGIN' | 'ACCOUNT_DELETION';

/**
 * A single-use secret handed to a person once: a password-reset link (1 hour) or the code the SPA
 * trades for a session after the Google redirect (1 minute). Only its SHA-256 is kept.
 */
@Entity({ tableName: 'one_time_token' })
export class OneTimeToken extends HashedToken {
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  purpose!: OneTimeTokenPurpose;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null = null;
}
