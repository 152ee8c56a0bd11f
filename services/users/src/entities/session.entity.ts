import type { Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity';
import { HashedToken } from './hashed-token';

/** A log-in. Only the SHA-256 of the bearer token is kept, so a database leak grants no access. */
@Entity({ tableName: 'session' })
export class Session extends HashedToken {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null = null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null = null;

  @Property({ type: 'text', nullable: true })
  ip?: string | null = null;
}
