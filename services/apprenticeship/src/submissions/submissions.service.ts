import type { StoredUpload, Submission, UploadedFileRef } from '@lakbay/contracts';
import { inTransaction } from '@lakbay/platform';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { conflict, forbidden, invalid, notFound, weekClosed, weekNotOpen } from '../common/errors';
import { lockGroup, requireMembership, visibleChallenge } from '../common/groups';
import { toSubmission } from '../common/mappers';
import { WeekRow } from '../entities/challenge.entity';
import { type GroupRow, MembershipRow } from '../entities/group.entity';
import { SubmissionRow, UploadRow } from '../entities/submission.entity';
import { handInWindow, weekOpensOn } from '../rules/calendar';
import { manilaToday } from '../rules/dates';
import { computeProgress } from '../rules/progress';

export interface SubmitRequest {
  userId: string;
  challengeId: string;
  /** The week's id, or its number (1, 2...). */
  weekId: string;
  links: string[];
  notes: string;
  files: StoredUpload[];
}

/** Weekly hand-ins: each adds an attempt (previous + 1) under the group's row lock. */
@Injectable()
export class SubmissionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async create(request: SubmitRequest): Promise<Submission> {
    if (request.links.length === 0 && request.files.length === 0) {
      throw invalid('links', 'Please add at least one link or file.');
    }
    const challenge = await visibleChallenge(this.em, request.challengeId);
    const membership = await requireMembership(this.em, challenge.id, request.userId);
    const week = await this.week(challenge.id, request.weekId);
    const weeks = await this.em.find(WeekRow, { challengeId: challenge.id });
    const opensOn = weekOpensOn(challenge.startDate, weeks, week.number);
    const window = handInWindow(opensOn, week.dueDate, challenge.lateDays, manilaToday(this.clock.now()));
    const { row, files } = await inTransaction(
      this.em,
      async (tx) => {
        const group = await lockGroup(tx, membership.groupId);
        if (group.status !== 'APPROVED') {
          throw conflict('Your application is not approved yet: submissions open once it is.');
        }
        if (!window.open) {
          throw window.why === 'NOT_OPEN' ? weekNotOpen(week.number, opensOn) : weekClosed(week.number, week.dueDate);
        }
        const last = await tx.findOne(SubmissionRow, { groupId: group.id, weekId: week.id }, { orderBy: { attempt: 'desc' } });
        const submission = tx.create(SubmissionRow, {
          groupId: group.id,
          challengeId: challenge.id,
          weekId: week.id,
          weekNumber: week.number,
          attempt: (last?.attempt ?? 0) + 1,
          links: request.links,
          notes: request.notes,
          submittedById: membership.userId,
          submittedByName: membership.name,
          late: window.late,
        });
        await tx.flush();
        const uploads = request.files.map((f) =>
          tx.create(UploadRow, {
            groupId: group.id,
            ownerId: membership.userId,
            kind: 'SUBMISSION',
            submissionId: submission.id,
            storedName: f.storedName,
            name: f.name,
            size: f.size,
            contentType: f.contentType,
          }),
        );
        await tx.flush();
        await refreshProgress(tx, group);
        return { row: submission, files: uploads };
      },
      { name: 'apprenticeship.submissions.create' },
    );
    return toSubmission(row, files);
  }

  /** A stored file for a member of its group (a resume: its owner) or an admin. */
  /** The names among `files` that an upload row (resume or submission file) points at (the BFF's upload sweep). */
  async referencedFiles(files: string[]): Promise<string[]> {
    const rows = await this.em.find(UploadRow, { storedName: { $in: files } }, { fields: ['storedName'] });
    return rows.map((r) => r.storedName);
  }

  async file(fileId: string, userId: string, isAdmin: boolean): Promise<UploadedFileRef> {
    const upload = await this.em.findOne(UploadRow, { id: fileId });
    if (!upload) {
      throw notFound('file');
    }
    if (!isAdmin) {
      const allowed =
        upload.kind === 'RESUME'
          ? upload.ownerId === userId
          : (await this.em.count(MembershipRow, { groupId: upload.groupId, userId })) > 0;
      if (!allowed) {
        throw forbidden('Only the members of this group and admins can open this file.');
      }
    }
    return { storedName: upload.storedName, name: upload.name, contentType: upload.contentType };
  }

  private async week(challengeId: string, weekId: string): Promise<WeekRow> {
    const where = /^\d{1,3}$/.test(weekId) ? { challengeId, number: Number(weekId) } : { challengeId, id: weekId };
    const week = /^\d{1,3}$/.test(weekId) || /^[0-9a-f-]{36}$/i.test(weekId) ? await this.em.findOne(WeekRow, where) : null;
    if (!week) {
      throw notFound('week');
    }
    return week;
  }
}

/** Recomputes the progress kept on the group row from its submissions, in the caller's transaction (group locked). */
export async function refreshProgress(tx: EntityManager, group: GroupRow): Promise<void> {
  const weeks = await tx.find(WeekRow, { challengeId: group.challengeId });
  const submissions = await tx.find(SubmissionRow, { groupId: group.id }, { fields: ['weekId', 'attempt', 'reviewStatus'] });
  const progress = computeProgress(weeks, submissions);
  group.acceptedWeeks = progress.acceptedWeeks;
  group.submittedWeeks = progress.submittedWeeks;
  await tx.flush();
}
