import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type OneTimeTokenPurpose = 'PASSWORD_RESET' | 'GOOGLE_LOGIN';

/**
 * A single-use secret handed to a person once: a password-reset link (1 hour) or the code the SPA
 * trades for a session after the Google redirect (1 minute). Only its SHA-256 is kept.
 */
@Entity({ tableName: 'one_time_token' })
export class OneTimeToken {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  purpose!: OneTimeTokenPurpose;

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null = null;
}
