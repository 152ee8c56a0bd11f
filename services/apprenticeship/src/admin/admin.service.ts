import { randomBytes } from 'node:crypto';
import type {
  AdminApplication,
  AdminSubmission,
  ApplicationStatus,
  CertificateRevocation,
  MeritLevel,
  ReviewStatus,
  SendMailJob,
} from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, ServiceClient, afterCommit, assertSignedActor, inTransaction } from '@lakbay/platform';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { completionNotEarned, conflict, invalid, notFound } from '../common/errors';
import { adminApplication, lockGroup, membersOfGroup, weekCounts } from '../common/groups';
import { certificateUrl, toSubmission } from '../common/mappers';
import { CertificateRow } from '../entities/certificate.entity';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { GroupRow, type MembershipRow } from '../entities/group.entity';
import { SubmissionRow, UploadRow } from '../entities/submission.entity';
import { applicationDecisionMail, certificateMail, submissionReviewMail } from '../mails/mails';
import { OVERRIDE_MERIT, meritFor } from '../rules/calendar';
import { refreshProgress } from '../submissions/submissions.service';

const MERIT_WORDS: Record<MeritLevel, string> = {
  OUTSTANDING: 'Outstanding',
  COMMENDABLE: 'Commendable',
  SATISFACTORY: 'Satisfactory',
};
// No 0/O or 1/I: codes are read aloud and typed from paper.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random verification code such as LKB-7KQ2-M9XD-P4TA (60 bits). */
export function certificateCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `LKB-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** Admins: applications, the review queue, completion and certificates. Members are told by e-mail. */
@Injectable()
export class AdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly services: ServiceClient,
  ) {}

  /** Applications, oldest first (the order they are reviewed in). */
  async applications(filter: { challengeId?: string; status?: ApplicationStatus; groupId?: string }): Promise<AdminApplication[]> {
    const groups = await this.em.find(
      GroupRow,
      {
        ...(filter.challengeId ? { challengeId: filter.challengeId } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.groupId ? { id: filter.groupId } : {}),
      },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const challengeIds = [...new Set(groups.map((g) => g.challengeId))];
    const challenges = new Map((await this.em.find(ChallengeRow, { id: { $in: challengeIds } })).map((c) => [c.id, c]));
    const weeks = weekCounts(await this.em.find(WeekRow, { challengeId: { $in: challengeIds } }));
    const now = new Date();
    const out: AdminApplication[] = [];
    for (const group of groups) {
      const challenge = challenges.get(group.challengeId);
      if (challenge) {
        out.push(await adminApplication(this.em, group, challenge, weeks.get(challenge.id) ?? 0, now));
      }
    }
    return out;
  }

  async reviewApplication(request: { actorId: string; groupId: string; action: 'APPROVE' | 'REJECT' }): Promise<AdminApplication> {
    assertSignedActor(request.actorId);
    await inTransaction(
      this.em,
      async (tx) => {
        const group = await lockGroup(tx, request.groupId);
        if (group.status !== 'PENDING') {
          throw conflict(`This application was already ${group.status === 'APPROVED' ? 'approved' : 'rejected'}.`);
        }
        group.status = request.action === 'APPROVE' ? 'APPROVED' : 'REJECTED';
        group.reviewedAt = new Date();
        await tx.flush();
        const challenge = await tx.findOneOrFail(ChallengeRow, { id: group.challengeId });
        const approved = group.status === 'APPROVED';
        await this.tellMembers(tx, await membersOfGroup(tx, group.id), (m) =>
          applicationDecisionMail(m, approved, challenge, this.dashboard(challenge.id, 'home')),
        );
      },
      { name: 'apprenticeship.admin.applications.review' },
    );
    await afterCommit(() => this.outbox.nudge());
    return this.application(request.groupId);
  }

  async submissions(status?: ReviewStatus): Promise<AdminSubmission[]> {
    const rows = await this.em.find(SubmissionRow, status ? { reviewStatus: status } : {}, { orderBy: { submittedAt: 'asc', id: 'asc' } });
    return this.toAdminSubmissions(rows);
  }

  /** Reviews one pending attempt; the group's progress is recomputed in the same transaction. */
  async reviewSubmission(request: {
    actorId: string;
    submissionId: string;
    status: 'ACCEPTED' | 'NEEDS_UPDATE';
    feedback?: string;
  }): Promise<AdminSubmission> {
    assertSignedActor(request.actorId);
    const feedback = request.feedback?.trim() ?? '';
    if (request.status === 'NEEDS_UPDATE' && !feedback) {
      throw invalid('feedback', 'Please tell the team what to update.');
    }
    const found = await this.em.findOne(SubmissionRow, { id: request.submissionId });
    if (!found) {
      throw notFound('submission');
    }
    const row = await inTransaction(
      this.em,
      async (tx) => {
        const group = await lockGroup(tx, found.groupId);
        const submission = await tx.findOneOrFail(SubmissionRow, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (submission.reviewStatus !== 'PENDING_REVIEW') {
          throw conflict('This submission was already reviewed.');
        }
        Object.assign(submission, {
          reviewStatus: request.status,
          feedback: feedback || null,
          reviewedAt: new Date(),
          reviewerId: request.actorId,
        });
        await tx.flush();
        await refreshProgress(tx, group);
        const challenge = await tx.findOneOrFail(ChallengeRow, { id: group.challengeId });
        const accepted = request.status === 'ACCEPTED';
        await this.tellMembers(tx, await membersOfGroup(tx, group.id), (m) =>
          submissionReviewMail(
            m,
            { accepted, week: submission.weekNumber, attempt: submission.attempt, feedback: feedback || null },
            challenge,
            this.dashboard(challenge.id, 'todos'),
          ),
        );
        return submission;
      },
      { name: 'apprenticeship.admin.submissions.review' },
    );
    await afterCommit(() => this.outbox.nudge());
    const [shown] = await this.toAdminSubmissions([row]);
    if (!shown) {
      throw notFound('submission');
    }
    return shown;
  }

  /**
   * Completes an approved group: earned when every week's latest attempt is ACCEPTED (the merit
   * follows meritFor), or by an admin override with a written reason (SATISFACTORY; the BFF records
   * it in the audit log). Each member gets a certificate in their full name as on their profile,
   * e-mailed with its public link.
   */
  async complete(request: {
    actorId: string;
    groupId: string;
    overrideReason?: string;
    names?: { userId: string; fullName: string }[];
  }): Promise<AdminApplication> {
    assertSignedActor(request.actorId);
    const overrideReason = request.overrideReason?.trim() || null;
    const found = await this.em.findOne(GroupRow, { id: request.groupId });
    if (!found) {
      throw notFound('group');
    }
    // Asked before the transaction: no call to another service holds a row lock.
    const names = request.names ? new Map(request.names.map((n) => [n.userId, n.fullName])) : await this.fullNames(found.id);
    await inTransaction(
      this.em,
      async (tx) => {
        const group = await lockGroup(tx, request.groupId);
        if (group.status !== 'APPROVED') {
          throw conflict('Only an approved group can complete the challenge.');
        }
        if (group.completedAt) {
          throw conflict('This group has already completed the challenge.');
        }
        const weeks = await tx.find(WeekRow, { challengeId: group.challengeId }, { fields: ['id'] });
        const submissions = await tx.find(SubmissionRow, { groupId: group.id }, { fields: ['weekId', 'attempt', 'reviewStatus', 'late'] });
        const earned = meritFor(
          weeks.map((w) => w.id),
          submissions,
        );
        if (!earned && !overrideReason) {
          throw completionNotEarned(group.acceptedWeeks, weeks.length);
        }
        const merit = earned ?? OVERRIDE_MERIT;
        const now = new Date();
        group.merit = merit;
        group.completedAt = now;
        group.overrideReason = earned ? null : overrideReason;
        const challenge = await tx.findOneOrFail(ChallengeRow, { id: group.challengeId });
        const members = await membersOfGroup(tx, group.id);
        const codes = new Map<string, string>();
        for (const m of members) {
          const code = certificateCode();
          codes.set(m.userId, code);
          tx.create(CertificateRow, {
            code,
            groupId: group.id,
            challengeId: group.challengeId,
            userId: m.userId,
            holderName: names.get(m.userId) ?? m.name,
            merit,
            completedAt: now,
          });
        }
        await tx.flush();
        await this.tellMembers(tx, members, (m) =>
          certificateMail(
            m,
            challenge,
            MERIT_WORDS[merit],
            certificateUrl(this.config.http.publicUrl, codes.get(m.userId) ?? ''),
            codes.get(m.userId) ?? '',
          ),
        );
      },
      { name: 'apprenticeship.admin.groups.complete' },
    );
    await afterCommit(() => this.outbox.nudge());
    return this.application(request.groupId);
  }

  /** The members' first and last names as on their profiles now (users.contacts). */
  private async fullNames(groupId: string): Promise<Map<string, string>> {
    const members = await membersOfGroup(this.em, groupId);
    if (members.length === 0) {
      return new Map();
    }
    const contacts = await this.services.send('users.contacts', { userIds: members.map((m) => m.userId) });
    return new Map(contacts.map((c) => [c.userId, c.fullName]));
  }

  async revoke(request: { actorId: string; code: string; reason: string }): Promise<CertificateRevocation> {
    assertSignedActor(request.actorId);
    return inTransaction(
      this.em,
      async (tx) => {
        const row = await tx.findOne(CertificateRow, { code: request.code.toUpperCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!row) {
          throw notFound('certificate');
        }
        if (row.revokedAt) {
          throw conflict('This certificate is already revoked.');
        }
        Object.assign(row, { revokedAt: new Date(), revokedReason: request.reason.trim(), revokedBy: request.actorId });
        await tx.flush();
        return { code: row.code, revokedAt: (row.revokedAt ?? new Date()).toISOString(), reason: row.revokedReason ?? '' };
      },
      { name: 'apprenticeship.admin.certificates.revoke' },
    );
  }

  private async application(groupId: string): Promise<AdminApplication> {
    const group = await this.em.findOneOrFail(GroupRow, { id: groupId }, { refresh: true });
    const challenge = await this.em.findOneOrFail(ChallengeRow, { id: group.challengeId });
    const weeks = await this.em.count(WeekRow, { challengeId: challenge.id });
    return adminApplication(this.em, group, challenge, weeks, new Date());
  }

  private async toAdminSubmissions(rows: SubmissionRow[]): Promise<AdminSubmission[]> {
    if (rows.length === 0) {
      return [];
    }
    const files = await this.em.find(UploadRow, { submissionId: { $in: rows.map((r) => r.id) } });
    const groups = new Map((await this.em.find(GroupRow, { id: { $in: [...new Set(rows.map((r) => r.groupId))] } })).map((g) => [g.id, g]));
    const challenges = new Map(
      (await this.em.find(ChallengeRow, { id: { $in: [...new Set(rows.map((r) => r.challengeId))] } })).map((c) => [c.id, c]),
    );
    return rows.map((r) => ({
      ...toSubmission(r, files),
      challengeId: r.challengeId,
      challengeTitle: challenges.get(r.challengeId)?.title ?? '',
      groupName: groups.get(r.groupId)?.name ?? '',
    }));
  }

  private dashboard(challengeId: string, tab: 'home' | 'todos'): string {
    return `${this.config.http.publicUrl}/virtual-apprenticeship/${challengeId}/${tab}`;
  }

  private async tellMembers(tx: EntityManager, members: MembershipRow[], build: (m: MembershipRow) => SendMailJob): Promise<void> {
    for (const m of members) {
      await Outbox.record(tx, 'mail.send', build(m));
    }
  }
}
