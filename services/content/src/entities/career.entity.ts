import type { CareerCategory, CareerFilTexts, CareerSkills, EducationPaths, SalaryRange } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { ContentRecord } from './content-record';

/** A career of the Career Explorer (/careers/{slug}). */
@Entity({ tableName: 'career' })
export class Career extends ContentRecord {
  /** The Filipino version of the texts (issue 29), null when there is none: shown field by field, English where a field has none. */
  @Property({ type: 'json', nullable: true })
  fil?: CareerFilTexts | null = null;

  /** Unique; the address /careers/{slug}. */
  @Property({ type: 'text', unique: true })
  slug!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  category!: CareerCategory;

  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'text' })
  dayInTheLife!: string;

  @Property({ type: 'json' })
  keyTasks!: string[];

  @Property({ type: 'json' })
  skills!: CareerSkills;

  @Property({ type: 'json' })
  education!: EducationPaths;

  @Property({ type: 'json', nullable: true })
  salary?: SalaryRange | null = null;

  @Property({ type: 'text' })
  outlook!: string;

  /** Ids of related careers, in display order; ids that no longer exist are skipped when shown. */
  @Property({ type: 'json' })
  relatedCareerIds: string[] & Opt = [];

  @Property({ type: 'json' })
  relatedVideoIds: string[] & Opt = [];
}
