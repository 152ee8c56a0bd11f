import type { FaqFilTexts } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { ContentRecord } from './content-record';

/** A question and answer of /faqs, in `position` order. */
@Entity({ tableName: 'faq' })
export class Faq extends ContentRecord {
  /** The Filipino version of the texts (issue 29), null when there is none: shown field by field, English where a field has none. */
  @Property({ type: 'json', nullable: true })
  fil?: FaqFilTexts | null = null;

  /** Stable key for FAQs that pages link to (add-availability); unique when set. */
  @Property({ type: 'text', nullable: true, unique: true })
  slug?: string | null = null;

  @Property({ type: 'text' })
  question!: string;

  @Property({ type: 'text' })
  answer!: string;

  @Property({ type: 'text' })
  topic: string & Opt = 'General';

  @Property({ type: 'integer' })
  position: number & Opt = 0;
}
