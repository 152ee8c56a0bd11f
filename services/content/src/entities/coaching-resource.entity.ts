import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { ContentRecord } from './content-record';

/** A Koach's "Start Here" resource (/coaching-resources), in `position` order. */
@Entity({ tableName: 'coaching_resource' })
export class CoachingResource extends ContentRecord {
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
}
