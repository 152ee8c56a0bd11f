import { randomUUID } from 'node:crypto';
import type { ReviewStatus } from '@lakbay/contracts';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GroupRecord } from './group-record';

/** One hand-in of a week by a group: attempt 1, 2, ... per (group, week). */
@Entity({ tableName: 'submission' })
export class SubmissionRow extends GroupRecord {
  @Property({ type: 'uuid' })
  weekId!: string;

  @Property({ type: 'integer' })
  weekNumber!: number;

  @Property({ type: 'integer' })
  attempt!: number;

  @Property({ type: 'json' })
  links: string[] & Opt = [];

  @Property({ type: 'text' })
  notes!: string;

  @Property({ type: 'uuid' })
  submittedById!: string;

  @Property({ type: 'text' })
  submittedByName!: string;

  @Property({ type: 'datetime' })
  submittedAt: Date & Opt = new Date();

  @Property({ type: 'text' })
  reviewStatus: ReviewStatus & Opt = 'PENDING_REVIEW';

  @Property({ type: 'text', nullable: true })
  feedback?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  reviewerId?: string | null = null;

  /** Handed in after the week's due date, in the late days the challenge allowed. */
  @Property({ type: 'boolean' })
  late: boolean & Opt = false;
}

/** A file stored in the FileStore for a group: the leader's resume or a submission's file. */
@Entity({ tableName: 'upload' })
export class UploadRow {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid', fieldName: 'team_id' })
  groupId!: string;

  @Property({ type: 'uuid' })
  ownerId!: string;

  @Property({ type: 'text' })
  kind!: 'RESUME' | 'SUBMISSION';

  @Property({ type: 'uuid', nullable: true })
  submissionId?: string | null = null;

  @Property({ type: 'text' })
  storedName!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
