import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A secret handed to a person, of which only the SHA-256 is kept, with its lifetime. */
export abstract class HashedToken {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
