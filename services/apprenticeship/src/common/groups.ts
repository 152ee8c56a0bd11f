import {
  type AdminApplication,
  type Completion,
  type Language,
  FILES_DELETE_BATCH,
  type Member,
  type MeritLevel,
  type UserChallenge,
} from '@lakbay/contracts';
import { Outbox } from '@lakbay/platform';
import { type EntityManager, LockMode } from '@mikro-orm/core';
import { CertificateRow } from '../entities/certificate.entity';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { InviteRow } from '../entities/invite.entity';
import { SubmissionRow, UploadRow } from '../entities/submission.entity';
import { meritFor } from '../rules/calendar';
import { effectiveInviteStatus, inviteeStatus, memberStatus } from '../rules/member-status';
import { computeTodos, progressOf } from '../rules/progress';
import { notEnrolled, notFound } from './errors';
import { fileUrl, toSubmission, weekTexts } from './mappers';
import { sqlEm, table } from './sql';

/** People taking part per challenge: members of groups whose application is not rejected. */
export async function seatsTaken(em: EntityManager, challengeIds: string[]): Promise<Map<string, number>> {
  if (challengeIds.length === 0) {
    return new Map();
  }
  const rows = await sqlEm(em).execute<{ challenge_id: string; taken: string | number }[]>(
    `select m."challenge_id", count(*) as "taken" from ${table('membership')} m join ${table('team')} t on t."id" = m."team_id"
     where t."status" <> 'REJECTED' and m."challenge_id" in (${challengeIds.map(() => '?').join(', ')}) group by m."challenge_id"`,
    challengeIds,
  );
  return new Map(rows.map((r) => [r.challenge_id, Number(r.taken)]));
}

export function weekCounts(weeks: WeekRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of weeks) {
    counts.set(w.challengeId, (counts.get(w.challengeId) ?? 0) + 1);
  }
  return counts;
}

/** A challenge anyone may see (not DRAFT); 404 otherwise. */
export async function visibleChallenge(em: EntityManager, challengeId: string): Promise<ChallengeRow> {
  const row = await em.findOne(ChallengeRow, { id: challengeId });
  if (!row || row.status === 'DRAFT') {
    throw notFound('challenge');
  }
  return row;
}

export function membershipOf(em: EntityManager, challengeId: string, userId: string): Promise<MembershipRow | null> {
  return em.findOne(MembershipRow, { challengeId, userId });
}

/** The user's membership in the challenge; 404 APPRENTICESHIP_NOT_ENROLLED when none. */
export async function requireMembership(em: EntityManager, challengeId: string, userId: string): Promise<MembershipRow> {
  const membership = await membershipOf(em, challengeId, userId);
  if (!membership) {
    throw notEnrolled();
  }
  return membership;
}

/** Takes the group's row lock for the rest of the transaction (every change of a group does, first). */
export async function lockGroup(tx: EntityManager, groupId: string): Promise<GroupRow> {
  const group = await tx.findOne(GroupRow, { id: groupId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!group) {
    throw notFound('group');
  }
  return group;
}

export async function lockChallenge(tx: EntityManager, challengeId: string): Promise<ChallengeRow> {
  const challenge = await tx.findOne(ChallengeRow, { id: challengeId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!challenge) {
    throw notFound('challenge');
  }
  return challenge;
}

/**
 * In the caller's transaction: records the `files.delete` follow-up of files no row points at any
 * more (the users service, which holds the file store, removes them). The caller nudges the outbox
 * after the commit, or its relay finds the rows at its next tick.
 */
export async function recordFilesDelete(tx: EntityManager, files: string[]): Promise<void> {
  for (let i = 0; i < files.length; i += FILES_DELETE_BATCH) {
    await Outbox.record(tx, 'files.delete', { files: files.slice(i, i + FILES_DELETE_BATCH) });
  }
}

/** The stored names of a group's uploads (resume, submission files), read without loading the rows. */
async function storedNamesOfGroup(tx: EntityManager, groupId: string): Promise<string[]> {
  const rows = await sqlEm(tx).execute<{ stored_name: string }[]>(`select "stored_name" from ${table('upload')} where "team_id" = ?`, [
    groupId,
  ]);
  return rows.map((r) => r.stored_name);
}

/**
 * In the caller's transaction, after lockGroup: the member leaves (their membership is deleted). A
 * leader who leaves hands the group to the member who joined earliest; a group left empty is
 * removed (its memberships, submissions and uploads cascade), its open invites withdrawn, and the
 * removal of its files recorded (`files.delete`, in the same transaction). Answers whether the
 * group was removed. Unenrolment and the erasure of a pending applicant use it.
 */
export async function leaveGroup(tx: EntityManager, group: GroupRow, membership: MembershipRow): Promise<boolean> {
  await tx.nativeDelete(MembershipRow, { id: membership.id });
  const rest = (await membersOfGroup(tx, group.id)).filter((m) => m.id !== membership.id);
  if (rest.length === 0) {
    await tx.nativeUpdate(InviteRow, { groupId: group.id, status: 'PENDING' }, { status: 'WITHDRAWN', answeredAt: new Date() });
    const files = await storedNamesOfGroup(tx, group.id);
    await tx.nativeDelete(GroupRow, { id: group.id });
    await recordFilesDelete(tx, files);
    return true;
  }
  if (group.leaderId === membership.userId) {
    group.leaderId = rest[0]?.userId ?? group.leaderId;
    await tx.flush();
  }
  return false;
}

export function membersOfGroup(em: EntityManager, groupId: string): Promise<MembershipRow[]> {
  return em.find(MembershipRow, { groupId }, { orderBy: { joinedAt: 'asc', id: 'asc' } });
}

/** Members first (leader first, then by joining), then the invitees who have not joined. */
export async function groupMembers(em: EntityManager, group: GroupRow, now: Date): Promise<Member[]> {
  const members = await membersOfGroup(em, group.id);
  const invites = await em.find(
    InviteRow,
    { groupId: group.id, status: { $in: ['PENDING', 'DECLINED'] } },
    { orderBy: { createdAt: 'asc' } },
  );
  const status = memberStatus(group.status, group.applicationType);
  const people: Member[] = members
    .map((m) => ({
      userId: m.userId,
      name: m.name,
      status,
      isLeader: m.userId === group.leaderId,
      inviteId: null,
      inviteExpiresAt: null,
    }))
    .sort((a, b) => Number(b.isLeader) - Number(a.isLeader));
  for (const invite of invites) {
    const shown = inviteeStatus(effectiveInviteStatus(invite.status, invite.expiresAt, now));
    if (shown) {
      people.push({
        userId: null,
        name: invite.email,
        status: shown,
        isLeader: false,
        inviteId: invite.id,
        inviteExpiresAt: invite.expiresAt.toISOString(),
      });
    }
  }
  return people;
}

async function completionOf(em: EntityManager, group: GroupRow, userId: string | null): Promise<Completion | null> {
  if (!group.merit || !group.completedAt) {
    return null;
  }
  const certificate = userId ? await em.findOne(CertificateRow, { groupId: group.id, userId }) : null;
  return {
    merit: group.merit,
    overrideReason: group.overrideReason ?? null,
    completedAt: group.completedAt.toISOString(),
    certificateCode: certificate?.code ?? null,
  };
}

/** The merit the rule gives the group now; null while a week is not accepted (no query then). */
export async function earnedMeritOf(em: EntityManager, group: GroupRow, weekCount: number): Promise<MeritLevel | null> {
  if (weekCount === 0 || group.acceptedWeeks < weekCount) {
    return null;
  }
  const weeks = await em.find(WeekRow, { challengeId: group.challengeId }, { fields: ['id'] });
  const submissions = await em.find(SubmissionRow, { groupId: group.id }, { fields: ['weekId', 'attempt', 'reviewStatus', 'late'] });
  return meritFor(
    weeks.map((w) => w.id),
    submissions,
  );
}

/** GET .../challengesNew/{challengeId}: the user's group, its people, work, todos and progress. */
export async function userChallenge(
  em: EntityManager,
  group: GroupRow,
  userId: string,
  now: Date,
  language?: Language,
): Promise<UserChallenge> {
  const [members, weeks, submissions, files] = [
    await groupMembers(em, group, now),
    await em.find(WeekRow, { challengeId: group.challengeId }, { orderBy: { number: 'asc' } }),
    await em.find(SubmissionRow, { groupId: group.id }, { orderBy: { weekNumber: 'asc', attempt: 'asc' } }),
    await em.find(UploadRow, { groupId: group.id, kind: 'SUBMISSION' }),
  ];
  return {
    challengeId: group.challengeId,
    groupId: group.id,
    isPending: group.status === 'PENDING',
    applicationStatus: group.status,
    applicationType: group.applicationType,
    isLeader: group.leaderId === userId,
    members,
    progress: progressOf(group.acceptedWeeks, group.submittedWeeks, weeks.length),
    submissions: submissions.map((s) => toSubmission(s, files)),
    todos: computeTodos(
      weeks.map((w) => ({ id: w.id, number: w.number, dueDate: w.dueDate, ...weekTexts(w, language) })),
      submissions,
      now,
    ),
    completion: await completionOf(em, group, userId),
  };
}

export async function adminApplication(
  em: EntityManager,
  group: GroupRow,
  challenge: ChallengeRow,
  weekCount: number,
  now: Date,
): Promise<AdminApplication> {
  const members = await groupMembers(em, group, now);
  const leader = await em.findOne(MembershipRow, { groupId: group.id, userId: group.leaderId });
  return {
    groupId: group.id,
    challengeId: group.challengeId,
    challengeTitle: challenge.title,
    leader: { userId: group.leaderId, name: leader?.name ?? group.name, email: leader?.email ?? '' },
    applicationType: group.applicationType,
    members,
    status: group.status,
    whyJoin: group.whyJoin,
    whatQualities: group.whatQualities,
    additionalComments: group.additionalComments,
    sendResumeAndContact: group.sendResumeAndContact,
    participateInternship: group.participateInternship,
    isFirstWorkExperience: group.isFirstWorkExperience,
    resumeUrl: group.resumeFileId ? fileUrl(group.resumeFileId) : null,
    progress: progressOf(group.acceptedWeeks, group.submittedWeeks, weekCount),
    earnedMerit: await earnedMeritOf(em, group, weekCount),
    completion: await completionOf(em, group, null),
    createdAt: group.createdAt.toISOString(),
  };
}
