import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A Koach's "Start Here" resource (/coaching-resources), in `position` order. */
@Entity({ tableName: 'coaching_resource' })
export class CoachingResource {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text', nullable: true })
  linkUrl?: string | null = null;

  @Property({ type: 'text', nullable: true })
  linkLabel?: string | null = null;

  @Property({ type: 'integer' })
  position: number & Opt = 0;

  @Property({ type: 'boolean' })
  published: boolean & Opt = false;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
