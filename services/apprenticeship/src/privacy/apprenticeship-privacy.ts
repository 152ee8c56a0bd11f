import { EntityManager } from '@mikro-orm/core';
import type { PrivacyEraseReply, PrivacyExportPart, PrivacySubject, ReplyOf } from '@lakbay/contracts';
import { PrivacySubjectDto } from '@lakbay/contracts/accounts.dto';
import { Handles, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { Controller, Injectable, Optional } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { leaveGroup, lockGroup } from '../common/groups';
import { CertificateRow } from '../entities/certificate.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { InviteRow } from '../entities/invite.entity';
import { SubmissionRow, UploadRow } from '../entities/submission.entity';

export const DELETED_MEMBER = 'Deleted member';
export const CERTIFICATE_REVOKED_REASON = 'The holder deleted their account.';

const iso = (d: Date | null | undefined): string | null => d?.toISOString() ?? null;

/**
 * Whether an upload goes with its owner's account: a resume always does, and so does a submission
 * file of a group with no other member; other submission files are the group's work and stay.
 */
export function uploadLeavesWithOwner(upload: Pick<UploadRow, 'kind'>, membersOfGroup: number): boolean {
  return upload.kind === 'RESUME' || membersOfGroup <= 1;
}

/** The apprenticeship service's part of data privacy: applications, team memberships, submissions, invites, certificates, files. */
@Injectable()
export class ApprenticeshipPrivacy {
  constructor(
    private readonly em: EntityManager,
    /** Nudged after an erase that recorded follow-ups (the files of a group it removed); absent in unit specs. */
    @Optional() private readonly outbox?: Outbox,
  ) {}

  async export(subject: PrivacySubject): Promise<PrivacyExportPart> {
    const { userId } = subject;
    const email = subject.email.toLowerCase();
    const memberships = await this.em.find(MembershipRow, { userId }, { orderBy: { joinedAt: 'asc' } });
    const groups = await this.em.find(GroupRow, { id: { $in: memberships.map((m) => m.groupId) } }, { orderBy: { createdAt: 'asc' } });
    const submissions = await this.em.find(SubmissionRow, { submittedById: userId }, { orderBy: { submittedAt: 'asc' } });
    const invites = await this.em.find(InviteRow, { $or: [{ inviterId: userId }, { email }] }, { orderBy: { createdAt: 'asc' } });
    const certificates = await this.em.find(CertificateRow, { userId });
    const uploads = await this.em.find(UploadRow, { ownerId: userId }, { orderBy: { createdAt: 'asc' } });
    return {
      data: {
        applications: groups.map((g) => ({
          id: g.id,
          challengeId: g.challengeId,
          teamName: g.name,
          type: g.applicationType,
          youLeadIt: g.leaderId === userId,
          status: g.status,
          whyJoin: g.leaderId === userId ? g.whyJoin : undefined,
          whatQualities: g.leaderId === userId ? g.whatQualities : undefined,
          additionalComments: g.leaderId === userId ? g.additionalComments : undefined,
          sendResumeAndContact: g.sendResumeAndContact,
          participateInternship: g.participateInternship,
          isFirstWorkExperience: g.isFirstWorkExperience,
          merit: g.merit ?? null,
          completedAt: iso(g.completedAt),
          appliedAt: g.createdAt.toISOString(),
        })),
        teamMemberships: memberships.map((m) => ({
          teamId: m.groupId,
          challengeId: m.challengeId,
          name: m.name,
          email: m.email,
          joinedAt: m.joinedAt.toISOString(),
        })),
        submissions: submissions.map((s) => ({
          teamId: s.groupId,
          week: s.weekNumber,
          attempt: s.attempt,
          links: s.links,
          notes: s.notes,
          submittedAt: s.submittedAt.toISOString(),
          reviewStatus: s.reviewStatus,
          feedback: s.feedback ?? null,
          reviewedAt: iso(s.reviewedAt),
        })),
        invites: invites.map((i) => ({
          teamId: i.groupId,
          sentByYou: i.inviterId === userId,
          to: i.email,
          from: i.inviterName,
          status: i.status,
          sentAt: i.createdAt.toISOString(),
          answeredAt: iso(i.answeredAt),
        })),
        certificates: certificates.map((c) => ({
          code: c.code,
          holderName: c.holderName,
          merit: c.merit,
          completedAt: c.completedAt.toISOString(),
          revokedAt: iso(c.revokedAt),
        })),
        files: uploads.map((u) => ({
          kind: u.kind,
          name: u.name,
          size: u.size,
          contentType: u.contentType,
          uploadedAt: u.createdAt.toISOString(),
        })),
      },
      files: uploads.map((u) => ({ storedName: u.storedName, name: u.name })),
    };
  }

  /**
   * A pending application the person is in is left as an unenrolment leaves it (`leaveGroup`), so it
   * leaves the review queue, and invites they sent that nobody answered are withdrawn. Other team
   * rows stay (the other members' history and the challenge's records) without the deleted person's
   * name, address or application answers; their certificates are revoked and renamed; their resume,
   * and submission files nobody else shares, are removed (the caller deletes the files; those of a
   * group removed with the applicant go by the `files.delete` follow-up leaveGroup records).
   */
  async erase(subject: PrivacySubject): Promise<PrivacyEraseReply> {
    const { userId } = subject;
    const email = subject.email.toLowerCase();
    const address = `deleted-${userId}@deleted.invalid`;
    const reply = await inTransaction(this.em, async (em) => {
      const now = new Date();
      // First, while they still lead them: a group handed on below keeps no answers of theirs.
      const applications = await em.nativeUpdate(
        GroupRow,
        { leaderId: userId, $or: [{ whyJoin: { $ne: '' } }, { whatQualities: { $ne: '' } }, { additionalComments: { $ne: '' } }] },
        { whyJoin: '', whatQualities: '', additionalComments: '' },
      );
      const files: string[] = [];
      // A pending application is not history yet: its applicant leaves it as an unenrolment does,
      // so it leaves the admins' review queue (a group left empty goes, with its open invites).
      let withdrawn = 0;
      for (const membership of await em.find(MembershipRow, { userId })) {
        const group = await lockGroup(em, membership.groupId);
        if (group.status !== 'PENDING') {
          continue;
        }
        // A group left empty goes with its uploads, whose files leaveGroup has removed (files.delete).
        if (await leaveGroup(em, group, membership)) {
          em.getUnitOfWork().unsetIdentity(group);
        }
        withdrawn += 1;
      }
      // Invites they sent and nobody answered yet: nobody is there to welcome the invitee.
      const unanswered = await em.nativeUpdate(
        InviteRow,
        { inviterId: userId, status: 'PENDING' },
        { status: 'WITHDRAWN', answeredAt: now },
      );
      const memberships = await em.nativeUpdate(
        MembershipRow,
        { userId, email: { $ne: address } },
        { name: DELETED_MEMBER, email: address },
      );
      const submissions = await em.nativeUpdate(
        SubmissionRow,
        { submittedById: userId, submittedByName: { $ne: DELETED_MEMBER } },
        { submittedByName: DELETED_MEMBER },
      );
      const sent = await em.nativeUpdate(
        InviteRow,
        { inviterId: userId, inviterName: { $ne: DELETED_MEMBER } },
        { inviterName: DELETED_MEMBER },
      );
      await em.nativeUpdate(InviteRow, { email, status: 'PENDING' }, { status: 'WITHDRAWN' });
      const received = await em.nativeUpdate(InviteRow, { email }, { email: address });
      await em.nativeUpdate(InviteRow, { answeredByEmail: email }, { answeredByEmail: address });
      const certificates = await em.nativeUpdate(
        CertificateRow,
        { userId, holderName: { $ne: DELETED_MEMBER } },
        { holderName: DELETED_MEMBER, revokedAt: now, revokedReason: CERTIFICATE_REVOKED_REASON },
      );
      for (const upload of await em.find(UploadRow, { ownerId: userId })) {
        const members = await em.count(MembershipRow, { groupId: upload.groupId });
        if (uploadLeavesWithOwner(upload, members)) {
          files.push(upload.storedName);
          em.remove(upload);
          if (upload.kind === 'RESUME') {
            await em.nativeUpdate(GroupRow, { resumeFileId: upload.id }, { resumeFileId: null });
          }
        }
      }
      await em.flush();
      return {
        counts: {
          applicationsWithdrawn: withdrawn,
          memberships,
          applications,
          submissions,
          invites: sent + received + unanswered,
          certificates,
          files: files.length,
        },
        files,
      };
    });
    await afterCommit(() => this.outbox?.nudge());
    return reply;
  }
}

@Controller()
export class ApprenticeshipPrivacyController {
  constructor(private readonly privacy: ApprenticeshipPrivacy) {}

  @Handles('apprenticeship.privacy.export')
  export(@Payload() request: PrivacySubjectDto): Promise<ReplyOf<'apprenticeship.privacy.export'>> {
    return this.privacy.export(request);
  }

  @Handles('apprenticeship.privacy.erase')
  erase(@Payload() request: PrivacySubjectDto): Promise<ReplyOf<'apprenticeship.privacy.erase'>> {
    return this.privacy.erase(request);
  }
}
