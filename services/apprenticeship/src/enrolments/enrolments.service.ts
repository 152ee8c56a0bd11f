import type { EnrolmentForm, Invite, Language, Member, StoredUpload, UserChallenge, UserContact } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { alreadyEnrolled, enrolmentClosed, invalid } from '../common/errors';
import {
  groupMembers,
  leaveGroup,
  lockChallenge,
  lockGroup,
  membershipOf,
  requireMembership,
  seatsTaken,
  userChallenge,
  visibleChallenge,
} from '../common/groups';
import { toInvite } from '../common/mappers';
import { ChallengeRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { InviteRow } from '../entities/invite.entity';
import { UploadRow } from '../entities/submission.entity';
import { createInvites } from '../invites/invite-writes';
import { applicationReceivedMail } from '../mails/mails';
import { manilaToday } from '../rules/dates';
import { enrolmentClosedReason } from '../rules/member-status';

export interface EnrolRequest {
  user: UserContact;
  challengeId: string;
  form: EnrolmentForm;
  resume: StoredUpload;
}

/**
 * Enrolments. Every enrolment creates a group led by the enrolling user (a group of one for an
 * individual), with its application PENDING until an admin decides. A new enrolment locks the
 * challenge row, so seats are counted one enrolment after the other; the unique (challenge, user)
 * index of memberships keeps a person in one group per challenge whatever arrives at once.
 */
@Injectable()
export class EnrolmentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The user's part, its todos' week texts in the reader's language (issue 29). */
  async get(userId: string, challengeId: string, language?: Language): Promise<UserChallenge> {
    await visibleChallenge(this.em, challengeId);
    const membership = await requireMembership(this.em, challengeId, userId);
    const group = await this.em.findOneOrFail(GroupRow, { id: membership.groupId });
    return userChallenge(this.em, group, userId, new Date(), language);
  }

  async create(request: EnrolRequest): Promise<UserChallenge> {
    const { user, form } = request;
    const challenge = await visibleChallenge(this.em, request.challengeId);
    const emails = this.checkTeammates(challenge, user, form);
    if (await membershipOf(this.em, challenge.id, user.userId)) {
      throw alreadyEnrolled();
    }
    const now = this.clock.now();
    const publicUrl = this.config.http.publicUrl;
    const group = await guardUnique(() =>
      inTransaction(
        this.em,
        async (tx) => {
          const locked = await lockChallenge(tx, challenge.id);
          const taken = (await seatsTaken(tx, [locked.id])).get(locked.id) ?? 0;
          const closed = enrolmentClosedReason(
            { status: locked.status, applicationDeadline: locked.applicationDeadline, seatsLeft: locked.slots - taken },
            manilaToday(now),
          );
          if (closed) {
            throw enrolmentClosed(closed);
          }
          if (await membershipOf(tx, locked.id, user.userId)) {
            throw alreadyEnrolled();
          }
          const row = tx.create(GroupRow, {
            challengeId: locked.id,
            leaderId: user.userId,
            name: form.applicationType === 'GROUP' ? `${user.name}'s group` : user.name,
            applicationType: form.applicationType,
            whyJoin: form.whyJoin,
            whatQualities: form.whatQualities,
            additionalComments: form.additionalComments,
            sendResumeAndContact: form.sendResumeAndContact,
            participateInternship: form.participateInternship,
            isFirstWorkExperience: form.isFirstWorkExperience,
            createdAt: now,
          });
          // Rows have no ORM relations: flushing the group first keeps the foreign keys satisfied.
          await tx.flush();
          tx.create(MembershipRow, {
            groupId: row.id,
            challengeId: locked.id,
            userId: user.userId,
            name: user.name,
            email: user.email,
            language: user.language,
            joinedAt: now,
          });
          const resume = tx.create(UploadRow, {
            groupId: row.id,
            ownerId: user.userId,
            kind: 'RESUME',
            storedName: request.resume.storedName,
            name: request.resume.name,
            size: request.resume.size,
            contentType: request.resume.contentType,
          });
          row.resumeFileId = resume.id;
          await tx.flush();
          await createInvites(
            tx,
            row,
            locked,
            { userId: user.userId, name: user.fullName, language: user.language, timeZone: user.timeZone },
            emails,
            publicUrl,
            now,
          );
          const dashboard = `${publicUrl}/virtual-apprenticeship/${locked.id}/home`;
          await Outbox.record(tx, 'mail.send', applicationReceivedMail(user, locked, emails, dashboard));
          return row;
        },
        { name: 'apprenticeship.enrolments.create' },
      ),
    );
    await afterCommit(() => this.outbox.nudge());
    return userChallenge(this.em, group, user.userId, now);
  }

  /**
   * Leaves the challenge: the membership is deleted. A leader who leaves hands the group to the
   * member who joined earliest; a group left empty is removed, its open invites withdrawn and its
   * files removed (the `files.delete` follow-up).
   */
  async remove(userId: string, challengeId: string): Promise<{ unenrolled: true }> {
    const found = await requireMembership(this.em, challengeId, userId);
    await inTransaction(
      this.em,
      async (tx) => {
        const group = await lockGroup(tx, found.groupId);
        const membership = await requireMembership(tx, challengeId, userId);
        await leaveGroup(tx, group, membership);
      },
      { name: 'apprenticeship.enrolments.delete' },
    );
    // A group removed with its files recorded their removal.
    await afterCommit(() => this.outbox.nudge());
    return { unenrolled: true };
  }

  async members(userId: string, challengeId: string): Promise<Member[]> {
    await visibleChallenge(this.em, challengeId);
    const membership = await requireMembership(this.em, challengeId, userId);
    const group = await this.em.findOneOrFail(GroupRow, { id: membership.groupId });
    return groupMembers(this.em, group, new Date());
  }

  /** Invites sent to the user's address for this challenge (withdrawn ones left out), newest first. */
  async received(email: string, challengeId: string): Promise<Invite[]> {
    const challenge = await visibleChallenge(this.em, challengeId);
    const rows = await this.em.find(
      InviteRow,
      { challengeId, email: email.toLowerCase(), status: { $ne: 'WITHDRAWN' } },
      { orderBy: { createdAt: 'desc' } },
    );
    const now = new Date();
    return rows.map((r) => toInvite(r, challenge.title, now));
  }

  /** The teammates to invite: none for an individual, at most maxGroupSize - 1, never oneself. */
  private checkTeammates(challenge: ChallengeRow, user: UserContact, form: EnrolmentForm): string[] {
    if (!challenge.applicationTypes.includes(form.applicationType)) {
      throw invalid('applicationType', `This challenge takes ${challenge.applicationTypes.join(' or ')} applications only.`);
    }
    const emails = [...new Set(form.groupEmails.map((e) => e.trim().toLowerCase()))];
    if (form.applicationType === 'INDIVIDUAL' && emails.length > 0) {
      throw invalid('groupEmails', 'An individual application invites nobody: choose GROUP to invite teammates.');
    }
    if (emails.length > challenge.maxGroupSize - 1) {
      throw invalid('groupEmails', `A group has at most ${challenge.maxGroupSize} people: invite at most ${challenge.maxGroupSize - 1}.`);
    }
    if (emails.includes(user.email.toLowerCase())) {
      throw invalid('groupEmails', 'You cannot invite yourself.');
    }
    // The minimum counts the people asked to join at enrolment, the leader included.
    if (form.applicationType === 'GROUP' && emails.length + 1 < challenge.minGroupSize) {
      throw invalid(
        'groupEmails',
        `A group in this challenge has at least ${challenge.minGroupSize} people: invite at least ${challenge.minGroupSize - 1}.`,
      );
    }
    return emails;
  }
}

/** The unique (challenge, user) index answered a race: the person joined a group meanwhile. */
export async function guardUnique<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw alreadyEnrolled();
    }
    throw err;
  }
}
