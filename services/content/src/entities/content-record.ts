import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The columns every content row has: a UUID id and its creation and last-change times. */
export abstract class ContentRow {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/** A catalogue record admins edit: shown to the public only once published. */
export abstract class ContentRecord extends ContentRow {
  @Property({ type: 'boolean' })
  published: boolean & Opt = false;
}
