import { randomUUID } from 'node:crypto';
import {
  type CareerCategory,
  DEFAULT_TIME_ZONE,
  type InterestScores,
  type JobSearchStage,
  type Language,
  type StudentStatus,
  type YearLevel,
} from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'user' })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** Stored lower-cased: e-mails are unique regardless of case. */
  @Property({ type: 'text', unique: true })
  email!: string;

  /** scrypt$N$r$p$salt$hash; null for accounts that only sign in with Google. */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash?: string | null = null;

  /** Chosen during onboarding; unique regardless of case (index on lower(username)). */
  @Property({ type: 'text', nullable: true })
  username?: string | null = null;

  @Property({ type: 'boolean' })
  isCoach: boolean & Opt = false;

  @Property({ type: 'boolean' })
  isAdmin: boolean & Opt = false;

  /** Coaches are bookable only while active; new coaches start inactive. */
  @Property({ type: 'boolean' })
  isActive: boolean & Opt = true;

  /** An external picture (e.g. Google's), used when no file was uploaded. */
  @Property({ type: 'text', nullable: true })
  avatarUrl?: string | null = null;

  /** The uploaded avatar: a name in the file store, served at /api/v2/files/{name}. */
  @Property({ type: 'text', nullable: true })
  avatarFile?: string | null = null;

  /** True once the person proved they own the e-mail (Google said so, or a reset link was used). */
  @Property({ type: 'boolean' })
  emailVerified: boolean & Opt = false;

  /** Google's stable id of the linked Google identity (`sub`). */
  @Property({ type: 'text', nullable: true, unique: true })
  googleSub?: string | null = null;

  @Property({ type: 'text', nullable: true })
  firstName?: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName?: string | null = null;

  @Property({ type: 'text', nullable: true })
  province?: string | null = null;

  @Property({ type: 'text', nullable: true })
  city?: string | null = null;

  @Property({ type: 'text', nullable: true })
  school?: string | null = null;

  @Property({ type: 'text', nullable: true })
  degree?: string | null = null;

  @Property({ type: 'text', nullable: true })
  yearLevel?: YearLevel | null = null;

  @Property({ type: 'text', nullable: true })
  studentStatus?: StudentStatus | null = null;

  @Property({ type: 'text', nullable: true })
  jobSearchStage?: JobSearchStage | null = null;

  /** Career category keys. */
  @Property({ type: 'json' })
  careerInterests: CareerCategory[] & Opt = [];

  /** The saved interest quiz result: points per RIASEC area, the code read from them, when taken. */
  @Property({ type: 'json', nullable: true })
  interestScores?: InterestScores | null = null;

  @Property({ type: 'text', nullable: true })
  interestCode?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  interestTakenAt?: Date | null = null;

  @Property({ type: 'text', nullable: true })
  bio?: string | null = null;

  /** The interface language, also the language of every e-mail the user gets. */
  @Property({ type: 'text' })
  language: Language & Opt = 'en';

  /** IANA time zone: e-mails and the schedule show this person times in it (a coach's too). */
  @Property({ type: 'text' })
  timeZone: string & Opt = DEFAULT_TIME_ZONE;

  /** Consent to the Data Privacy Act of 2012 (RA 10173). */
  @Property({ type: 'datetime', nullable: true })
  dataPrivacyConsentAt?: Date | null = null;

  /** The next onboarding step to show (2 to 4); null once onboarding is finished. */
  @Property({ type: 'integer', nullable: true })
  onboardingStep?: number | null = 2;

  /** Set when the account was deleted: its personal fields are cleared and nobody can log in to it. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
