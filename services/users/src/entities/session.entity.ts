import { randomUUID } from 'node:crypto';
import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity';

/** A log-in. Only the SHA-256 of the bearer token is kept, so a database leak grants no access. */
@Entity({ tableName: 'session' })
export class Session {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null = null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null = null;

  @Property({ type: 'text', nullable: true })
  ip?: string | null = null;
}
