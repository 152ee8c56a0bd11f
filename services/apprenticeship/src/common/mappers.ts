import type { Certificate, Challenge, ChallengeDetail, Invite, InviteLinkView, Submission, SubmissionFile, Week } from '@lakbay/contracts';
import type { CertificateRow } from '../entities/certificate.entity';
import type { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import type { InviteRow } from '../entities/invite.entity';
import type { SubmissionRow, UploadRow } from '../entities/submission.entity';
import { weekOpensOn } from '../rules/calendar';
import { effectiveInviteStatus, enrolmentClosedReason } from '../rules/member-status';

/** Where browsers download an upload (the BFF checks who asks). */
export const fileUrl = (fileId: string): string => `/api/v2/virapp/files/${fileId}`;

export function toChallenge(row: ChallengeRow, weekCount: number, seatsTaken: number, today: string): Challenge {
  const seatsLeft = Math.max(0, row.slots - seatsTaken);
  return {
    id: row.id,
    title: row.title,
    partner: { name: row.partnerName, logoUrl: row.partnerLogoUrl ?? null, website: row.partnerWebsite ?? null },
    category: row.category,
    summary: row.summary,
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
export function toWeek(row: WeekRow, startDate: string, weeks: WeekRow[]): Week {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    brief: row.brief,
    resources: row.resources,
    tasks: row.tasks,
    deliverable: row.deliverable,
    dueDate: row.dueDate,
    opensOn: weekOpensOn(startDate, weeks, row.number),
  };
}

export function toChallengeDetail(row: ChallengeRow, weeks: WeekRow[], seatsTaken: number, today: string): ChallengeDetail {
  const sorted = [...weeks].sort((a, b) => a.number - b.number);
  return {
    ...toChallenge(row, sorted.length, seatsTaken, today),
    description: row.description,
    weekList: sorted.map((w) => toWeek(w, row.startDate, sorted)),
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
