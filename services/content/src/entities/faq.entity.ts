import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A question and answer of /faqs, in `position` order. */
@Entity({ tableName: 'faq' })
export class Faq {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

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

  @Property({ type: 'boolean' })
  published: boolean & Opt = false;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
