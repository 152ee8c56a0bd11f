import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'user' })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** Stored lower-cased: e-mails are unique regardless of case. */
  @Property({ type: 'text', unique: true })
  email!: string;

  /** scrypt$N$r$p$salt$hash; null for accounts that only sign in with Google. */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash?: string | null = null;

  /** Chosen during onboarding; unique regardless of case (index on lower(username)). */
  @Property({ type: 'text', nullable: true })
  username?: string | null = null;

  @Property({ type: 'boolean' })
  isCoach: boolean & Opt = false;

  @Property({ type: 'boolean' })
  isAdmin: boolean & Opt = false;

  /** Coaches are bookable only while active; new coaches start inactive. */
  @Property({ type: 'boolean' })
  isActive: boolean & Opt = true;

  @Property({ type: 'text', nullable: true })
  avatarUrl?: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
