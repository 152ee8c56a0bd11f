import { randomUUID } from 'node:crypto';
import type { ApplicationStatus, ApplicationType, Language, MeritLevel } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GroupRecord } from './group-record';

/**
 * A group of a challenge and its application (a group of one for individuals). Every change of its
 * members, invites accepted into it, submissions and reviews locks this row first. Progress is kept
 * here, recomputed in the transaction of each submission and review.
 */
@Entity({ tableName: 'team' })
export class GroupRow {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  challengeId!: string;

  @Property({ type: 'uuid' })
  leaderId!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  applicationType!: ApplicationType;

  @Property({ type: 'text' })
  status: ApplicationStatus & Opt = 'PENDING';

  @Property({ type: 'text' })
  whyJoin!: string;

  @Property({ type: 'text' })
  whatQualities!: string;

  @Property({ type: 'text' })
  additionalComments!: string;

  @Property({ type: 'boolean' })
  sendResumeAndContact!: boolean;

  @Property({ type: 'boolean' })
  participateInternship!: boolean;

  @Property({ type: 'boolean' })
  isFirstWorkExperience!: boolean;

  @Property({ type: 'uuid', nullable: true })
  resumeFileId?: string | null = null;

  @Property({ type: 'integer' })
  acceptedWeeks: number & Opt = 0;

  @Property({ type: 'integer' })
  submittedWeeks: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  merit?: MeritLevel | null = null;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null = null;

  /** Why an admin completed the group without every week accepted (also in the audit log). */
  @Property({ type: 'text', nullable: true })
  overrideReason?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

/** A person in a group; keeps the name and address they joined with (e-mails need no other service). */
@Entity({ tableName: 'membership' })
export class MembershipRow extends GroupRecord {
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  /** The language they joined with: their e-mails are written in it. */
  @Property({ type: 'text' })
  language: Language & Opt = 'en';

  @Property({ type: 'datetime' })
  joinedAt: Date & Opt = new Date();
}
