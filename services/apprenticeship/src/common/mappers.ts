import type {
  Certificate,
  Challenge,
  ChallengeDetail,
  Invite,
  InviteLinkView,
  Language,
  Submission,
  SubmissionFile,
  Week,
} from '@lakbay/contracts';
import { localize } from '@lakbay/platform';
import type { CertificateRow } from '../entities/certificate.entity';
import type { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import type { InviteRow } from '../entities/invite.entity';
import type { SubmissionRow, UploadRow } from '../entities/submission.entity';
import { weekOpensOn } from '../rules/calendar';
import { effectiveInviteStatus, enrolmentClosedReason } from '../rules/member-status';

/** Where browsers download an upload (the BFF checks who asks). */
export const fileUrl = (fileId: string): string => `/api/v2/virapp/files/${fileId}`;

/** A week's texts in the reader's language (issue 29), with whether they are Filipino or fell back. */
export function weekTexts(row: WeekRow, language?: Language) {
  return localize({ title: row.title, brief: row.brief, deliverable: row.deliverable }, row.fil, language);
}

export function toChallenge(row: ChallengeRow, weekCount: number, seatsTaken: number, today: string, language?: Language): Challenge {
  const seatsLeft = Math.max(0, row.slots - seatsTaken);
  const texts = localize({ title: row.title, summary: row.summary }, row.fil, language);
  return {
    id: row.id,
    title: texts.title,
    language: texts.language,
    fallback: texts.fallback,
    partner: { name: row.partnerName, logoUrl: row.partnerLogoUrl ?? null, website: row.partnerWebsite ?? null },
    category: row.category,
    summary: texts.summary,
    coverImageUrl: row.coverImageUrl ?? null,
    weeks: weekCount,
    startDate: row.startDate,
    endDate: row.endDate,
    applicationDeadline: row.applicationDeadline,
    slots: row.slots,
    seatsTaken,
    seatsLeft,
    applicationTypes: row.applicationTypes,
    maxGroupSize: row.maxGroupSize,
    minGroupSize: row.minGroupSize,
    status: row.status,
    lateDays: row.lateDays,
    enrollable: enrolmentClosedReason({ status: row.status, applicationDeadline: row.applicationDeadline, seatsLeft }, today) === null,
  };
}

/** A week as callers see it; `weeks` are all the challenge's weeks (its opening follows the week before). */
export function toWeek(row: WeekRow, startDate: string, weeks: WeekRow[], language?: Language): Week {
  const texts = weekTexts(row, language);
  return {
    id: row.id,
    number: row.number,
    title: texts.title,
    brief: texts.brief,
    resources: row.resources,
    tasks: row.tasks,
    deliverable: texts.deliverable,
    dueDate: row.dueDate,
    opensOn: weekOpensOn(startDate, weeks, row.number),
  };
}

/**
 * A challenge page in the reader's language: the challenge's texts and its weeks'. It is Filipino
 * when any of them is, and says it fell back when any of them is English.
 */
export function toChallengeDetail(
  row: ChallengeRow,
  weeks: WeekRow[],
  seatsTaken: number,
  today: string,
  language?: Language,
): ChallengeDetail {
  const sorted = [...weeks].sort((a, b) => a.number - b.number);
  const texts = localize({ title: row.title, summary: row.summary, description: row.description }, row.fil, language);
  const weekParts = sorted.map((w) => weekTexts(w, language));
  const parts = [texts, ...weekParts];
  return {
    ...toChallenge(row, sorted.length, seatsTaken, today, language),
    description: texts.description,
    language: parts.some((p) => p.language === 'fil') ? 'fil' : 'en',
    fallback: parts.some((p) => p.fallback),
    weekList: sorted.map((w) => toWeek(w, row.startDate, sorted, language)),
  };
}

export function toSubmissionFile(row: UploadRow): SubmissionFile {
  return { id: row.id, name: row.name, size: row.size, contentType: row.contentType, url: fileUrl(row.id) };
}

export function toSubmission(row: SubmissionRow, files: UploadRow[]): Submission {
  return {
    id: row.id,
    groupId: row.groupId,
    weekId: row.weekId,
    weekNumber: row.weekNumber,
    attempt: row.attempt,
    links: row.links,
    files: files.filter((f) => f.submissionId === row.id).map(toSubmissionFile),
    notes: row.notes,
    submittedBy: { userId: row.submittedById, name: row.submittedByName },
    submittedAt: row.submittedAt.toISOString(),
    reviewStatus: row.reviewStatus,
    feedback: row.feedback ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    late: row.late,
  };
}

export function toInvite(row: InviteRow, challengeTitle: string, now: Date): Invite {
  return {
    id: row.id,
    groupId: row.groupId,
    challengeId: row.challengeId,
    challengeTitle,
    inviterName: row.inviterName,
    inviteeEmail: row.email,
    status: effectiveInviteStatus(row.status, row.expiresAt, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInviteLinkView(row: InviteRow, challenge: ChallengeRow, now: Date): InviteLinkView {
  return {
    inviteId: row.id,
    challengeId: row.challengeId,
    challengeTitle: challenge.title,
    partnerName: challenge.partnerName,
    inviterName: row.inviterName,
    inviteeEmail: row.email,
    status: effectiveInviteStatus(row.status, row.expiresAt, now),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function toCertificate(row: CertificateRow, challenge: ChallengeRow, weeks: number, publicUrl: string): Certificate {
  return {
    code: row.code,
    holderName: row.holderName,
    challengeTitle: challenge.title,
    partnerName: challenge.partnerName,
    category: challenge.category,
    merit: row.merit,
    weeks,
    startDate: challenge.startDate,
    endDate: challenge.endDate,
    completedAt: row.completedAt.toISOString(),
    verifyUrl: certificateUrl(publicUrl, row.code),
  };
}

export const certificateUrl = (publicUrl: string, code: string): string => `${publicUrl}/certificates/${encodeURIComponent(code)}`;
export const inviteUrl = (publicUrl: string, token: string): string => `${publicUrl}/invites/${token}`;
