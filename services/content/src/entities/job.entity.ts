import type { CareerCategory, EmploymentType, JobFilTexts, WorkType } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { ContentRecord } from './content-record';

/** A posting of the Career Database (/jobs). Hidden from the public list after its deadline. */
@Entity({ tableName: 'job' })
export class Job extends ContentRecord {
  /** The Filipino version of the texts (issue 29), null when there is none: shown field by field, English where a field has none. */
  @Property({ type: 'json', nullable: true })
  fil?: JobFilTexts | null = null;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  company!: string;

  @Property({ type: 'text' })
  location!: string;

  @Property({ type: 'text' })
  workType!: WorkType;

  @Property({ type: 'text' })
  employmentType!: EmploymentType;

  /** Pesos per month. */
  @Property({ type: 'integer', nullable: true })
  salaryMin?: number | null = null;

  @Property({ type: 'integer', nullable: true })
  salaryMax?: number | null = null;

  @Property({ type: 'text' })
  category!: CareerCategory;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  applyUrl!: string;

  @Property({ type: 'datetime' })
  postedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  deadline?: Date | null = null;

  /** Seed postings from fictional companies, shown as samples. */
  @Property({ type: 'boolean' })
  isSample: boolean & Opt = false;
}
