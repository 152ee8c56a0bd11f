import { randomUUID } from 'node:crypto';
import type { ApplicationType, CareerCategory, ChallengeFilTexts, ChallengeStatus, WeekFilTexts, WeekResource } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A challenge run with a partner company. Dates are YYYY-MM-DD (Asia/Manila days). */
@Entity({ tableName: 'challenge' })
export class ChallengeRow {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  partnerName!: string;

  @Property({ type: 'text', nullable: true })
  partnerLogoUrl?: string | null = null;

  @Property({ type: 'text', nullable: true })
  partnerWebsite?: string | null = null;

  @Property({ type: 'text' })
  category!: CareerCategory;

  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text', nullable: true })
  coverImageUrl?: string | null = null;

  /** The Filipino version of title, summary and description (issue 29); null: English only. */
  @Property({ type: 'json', nullable: true })
  fil?: ChallengeFilTexts | null = null;

  /** When the seed's Filipino version was applied to this demo challenge, or left (an admin's own was there). */
  @Property({ type: 'datetime', nullable: true })
  filSeededAt?: Date | null = null;

  @Property({ type: 'text' })
  startDate!: string;

  @Property({ type: 'text' })
  endDate!: string;

  @Property({ type: 'text' })
  applicationDeadline!: string;

  @Property({ type: 'integer' })
  slots!: number;

  @Property({ type: 'json' })
  applicationTypes!: ApplicationType[];

  @Property({ type: 'integer' })
  maxGroupSize!: number;

  /** Smallest GROUP application, leader included (1: any). */
  @Property({ type: 'integer' })
  minGroupSize: number & Opt = 1;

  @Property({ type: 'text' })
  status!: ChallengeStatus;

  /** Days after a week's due date that hand-ins are still taken, marked late (0: none). */
  @Property({ type: 'integer' })
  lateDays: number & Opt = 0;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** When an admin published it (null: a draft, or seeded published). */
  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null = null;
}

@Entity({ tableName: 'week' })
export class WeekRow {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  challengeId!: string;

  @Property({ type: 'integer' })
  number!: number;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  brief!: string;

  @Property({ type: 'json' })
  resources: WeekResource[] & Opt = [];

  @Property({ type: 'json' })
  tasks: string[] & Opt = [];

  @Property({ type: 'text' })
  deliverable!: string;

  /** The Filipino version of title, brief and deliverable (issue 29); null: English only. */
  @Property({ type: 'json', nullable: true })
  fil?: WeekFilTexts | null = null;

  @Property({ type: 'text' })
  dueDate!: string;

  /** When the members were told the week opened; set once (the calendar job's conditional UPDATE). */
  @Property({ type: 'datetime', nullable: true })
  openedNoticeAt?: Date | null = null;

  /** When the members were reminded that the week is due tomorrow; set once. */
  @Property({ type: 'datetime', nullable: true })
  dueNoticeAt?: Date | null = null;
}
