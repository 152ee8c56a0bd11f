import type { CoachingResourceFilTexts } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { ContentRecord } from './content-record';

/** A Koach's "Start Here" resource (/coaching-resources), in `position` order. */
@Entity({ tableName: 'coaching_resource' })
export class CoachingResource extends ContentRecord {
  /** The Filipino version of the texts (issue 29), null when there is none: shown field by field, English where a field has none. */
  @Property({ type: 'json', nullable: true })
  fil?: CoachingResourceFilTexts | null = null;

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
