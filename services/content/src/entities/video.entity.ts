import type { CareerCategory, VideoFilTexts } from '@lakbay/contracts';
import { ArrayType, DateType, type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { ContentRecord } from './content-record';

/** A career talk on YouTube (/videos). */
@Entity({ tableName: 'video' })
export class Video extends ContentRecord {
  /** The Filipino version of the texts (issue 29), null when there is none: shown field by field, English where a field has none. */
  @Property({ type: 'json', nullable: true })
  fil?: VideoFilTexts | null = null;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  speaker!: string;

  @Property({ type: 'text' })
  speakerRole!: string;

  /** The 11-character YouTube id; null until an admin fills it in. */
  @Property({ type: 'text', nullable: true })
  youtubeId?: string | null = null;

  @Property({ type: 'integer', nullable: true })
  durationSeconds?: number | null = null;

  @Property({ type: ArrayType })
  categories!: CareerCategory[];

  /** YYYY-MM-DD. */
  @Property({ type: DateType })
  publishedOn!: string;

  @Property({ type: 'text' })
  description: string & Opt = '';
}
