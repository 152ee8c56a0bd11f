import { type Invite, type InviteLinkView, type UserChallenge, type UserContact, timeZoneOr } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { alreadyEnrolled, enrolmentClosed, forbidden, groupFull, invalid, inviteClosed, notFound } from '../common/errors';
import { lockChallenge, lockGroup, membersOfGroup, membershipOf, seatsTaken, userChallenge, visibleChallenge } from '../common/groups';
import { toInvite, toInviteLinkView } from '../common/mappers';
import { guardUnique } from '../enrolments/enrolments.service';
import { ChallengeRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { InviteRow } from '../entities/invite.entity';
import { inviteAnsweredMail } from '../mails/mails';
import { effectiveInviteStatus, groupCapacity } from '../rules/member-status';
import { createInvites, freshToken, recordInviteMail, tokenHash } from './invite-writes';

const CLOSED_BECAUSE: Record<string, string> = {
  ACCEPTED: 'it was already accepted',
  DECLINED: 'it was declined',
  WITHDRAWN: 'it was withdrawn',
  EXPIRED: 'it has expired; ask the group to resend it',
};

/**
 * Invites. Accepting one locks the group's row (SELECT ... FOR UPDATE), then counts the members
 * and checks the group's size in the same transaction: however many accept at once, a group never
 * grows past its maximum; the others get 409 APPRENTICESHIP_GROUP_FULL.
 */
export const LINK_FOR_ANOTHER_ADDRESS =
  'This invite was sent to another e-mail address. Please log in with the address it was sent to, or ask the group’s leader to invite this one.';

@Injectable()
export class InvitesService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A member invites e-mails; more invites than free places may be open (the first to accept join). */
  async create(request: {
    userId: string;
    challengeId: string;
    groupId: string;
    invitees: string[];
    timeZone?: string;
    inviterName?: string;
  }): Promise<Invite[]> {
    const challenge = await visibleChallenge(this.em, request.challengeId);
    const inviter = await this.requireGroupMember(this.em, request.challengeId, request.groupId, request.userId);
    if (challenge.status === 'CLOSED') {
      throw enrolmentClosed('the challenge has ended');
    }
    const now = new Date();
    const rows = await inTransaction(
      this.em,
      async (tx) => {
        const group = await lockGroup(tx, request.groupId);
        const members = await membersOfGroup(tx, group.id);
        if (members.length >= groupCapacity(group.applicationType, challenge.maxGroupSize)) {
          throw groupFull();
        }
        const taken = new Set(members.map((m) => m.email.toLowerCase()));
        const already = request.invitees.filter((e) => taken.has(e.toLowerCase()));
        if (already.length > 0) {
          throw invalid('invitees', `Already in your group: ${already.join(', ')}.`);
        }
        return createInvites(
          tx,
          group,
          challenge,
          {
            userId: inviter.userId,
            name: request.inviterName ?? inviter.name,
            language: inviter.language,
            timeZone: timeZoneOr(request.timeZone),
          },
          request.invitees,
          this.config.http.publicUrl,
          now,
        );
      },
      { name: 'apprenticeship.invites.create' },
    );
    await afterCommit(() => this.outbox.nudge());
    return rows.map((r) => toInvite(r, challenge.title, now));
  }

  /** ACCEPT and DECLINE by the invitee (the user the invite was e-mailed to); RESEND by a member. */
  async answer(request: {
    user: UserContact;
    challengeId: string;
    groupId: string;
    inviteId: string;
    action: 'ACCEPT' | 'DECLINE' | 'RESEND';
  }): Promise<Invite> {
    const challenge = await visibleChallenge(this.em, request.challengeId);
    const invite = await this.em.findOne(InviteRow, { id: request.inviteId, groupId: request.groupId, challengeId: request.challengeId });
    if (!invite) {
      throw notFound('invite');
    }
    if (request.action === 'RESEND') {
      await this.requireGroupMember(this.em, request.challengeId, request.groupId, request.user.userId);
      return this.resend(invite, challenge);
    }
    if (invite.email !== request.user.email.toLowerCase()) {
      throw forbidden('This invite was sent to another e-mail address: only its invitee can answer it.');
    }
    const row =
      request.action === 'ACCEPT' ? (await this.accept(invite, request.user)).invite : await this.decline(invite, request.user, challenge);
    return toInvite(row, challenge.title, new Date());
  }

  async withdraw(request: { userId: string; challengeId: string; groupId: string; inviteId: string }): Promise<Invite> {
    const challenge = await visibleChallenge(this.em, request.challengeId);
    await this.requireGroupMember(this.em, request.challengeId, request.groupId, request.userId);
    const row = await inTransaction(
      this.em,
      async (tx) => {
        await lockGroup(tx, request.groupId);
        const invite = await tx.findOne(
          InviteRow,
          { id: request.inviteId, groupId: request.groupId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!invite) {
          throw notFound('invite');
        }
        if (invite.status !== 'PENDING' && invite.status !== 'DECLINED') {
          throw inviteClosed(CLOSED_BECAUSE[invite.status] ?? 'it is closed');
        }
        invite.status = 'WITHDRAWN';
        invite.answeredAt = new Date();
        await tx.flush();
        return invite;
      },
      { name: 'apprenticeship.invites.withdraw' },
    );
    return toInvite(row, challenge.title, new Date());
  }

  async link(token: string): Promise<InviteLinkView> {
    const { invite, challenge } = await this.byToken(token);
    return toInviteLinkView(invite, challenge, new Date());
  }

  /**
   * The invitee answers an e-mailed link, logged in with the address it was sent to: a forwarded
   * link (or one opened while logged in as someone else) is refused with the way forward.
   */
  async answerLink(request: { token: string; user: UserContact; action: 'ACCEPT' | 'DECLINE' }): Promise<UserChallenge | Invite> {
    const { invite, challenge } = await this.byToken(request.token);
    this.assertOpen(invite, new Date());
    if (invite.email !== request.user.email.toLowerCase()) {
      throw forbidden(LINK_FOR_ANOTHER_ADDRESS);
    }
    if (request.action === 'DECLINE') {
      return toInvite(await this.decline(invite, request.user, challenge), challenge.title, new Date());
    }
    const { group } = await this.accept(invite, request.user);
    return userChallenge(this.em, group, request.user.userId, new Date());
  }

  private async accept(found: InviteRow, user: UserContact): Promise<{ invite: InviteRow; group: GroupRow }> {
    const now = new Date();
    this.assertOpen(found, now);
    // A cheap look first: the crowd that arrives after the group filled up is answered without
    // queueing on its lock. The checks under the lock below are the ones that count.
    if (await membershipOf(this.em, found.challengeId, user.userId)) {
      throw alreadyEnrolled();
    }
    const peek = await this.em.findOne(GroupRow, { id: found.groupId });
    const limits = await this.em.findOne(ChallengeRow, { id: found.challengeId });
    if (
      peek &&
      limits &&
      (await this.em.count(MembershipRow, { groupId: peek.id })) >= groupCapacity(peek.applicationType, limits.maxGroupSize)
    ) {
      throw groupFull();
    }
    const result = await guardUnique(() =>
      inTransaction(
        this.em,
        async (tx) => {
          const group = await lockGroup(tx, found.groupId);
          const invite = await tx.findOneOrFail(InviteRow, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
          this.assertOpen(invite, now);
          if (await membershipOf(tx, group.challengeId, user.userId)) {
            throw alreadyEnrolled();
          }
          const challenge = await lockChallenge(tx, group.challengeId);
          const members = await membersOfGroup(tx, group.id);
          if (members.length >= groupCapacity(group.applicationType, challenge.maxGroupSize)) {
            throw groupFull();
          }
          if (challenge.status !== 'OPEN' && challenge.status !== 'RUNNING') {
            throw enrolmentClosed('the challenge has ended');
          }
          const taken = (await seatsTaken(tx, [challenge.id])).get(challenge.id) ?? 0;
          if (group.status !== 'REJECTED' && taken >= challenge.slots) {
            throw enrolmentClosed('there are no seats left');
          }
          tx.create(MembershipRow, {
            groupId: group.id,
            challengeId: group.challengeId,
            userId: user.userId,
            name: user.name,
            email: user.email,
            language: user.language,
            joinedAt: now,
          });
          Object.assign(invite, {
            status: 'ACCEPTED',
            answeredAt: now,
            answeredById: user.userId,
            answeredByEmail: user.email.toLowerCase(),
          });
          await tx.flush();
          await this.tellLeader(tx, group, members, challenge, { joined: user.fullName });
          return { invite, group };
        },
        { name: 'apprenticeship.invites.accept' },
      ),
    );
    await afterCommit(() => this.outbox.nudge());
    return result;
  }

  private async decline(found: InviteRow, user: UserContact, challenge: ChallengeRow): Promise<InviteRow> {
    const now = new Date();
    this.assertOpen(found, now);
    const row = await inTransaction(
      this.em,
      async (tx) => {
        const group = await lockGroup(tx, found.groupId);
        const invite = await tx.findOneOrFail(InviteRow, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        this.assertOpen(invite, now);
        Object.assign(invite, {
          status: 'DECLINED',
          answeredAt: now,
          answeredById: user.userId,
          answeredByEmail: user.email.toLowerCase(),
        });
        await tx.flush();
        await this.tellLeader(tx, group, await membersOfGroup(tx, group.id), challenge, { declined: invite.email });
        return invite;
      },
      { name: 'apprenticeship.invites.decline' },
    );
    await afterCommit(() => this.outbox.nudge());
    return row;
  }

  /** A new token (the old link stops working) and a new expiry, e-mailed again; a declined invite opens again. */
  private async resend(found: InviteRow, challenge: ChallengeRow): Promise<Invite> {
    const now = new Date();
    const row = await inTransaction(
      this.em,
      async (tx) => {
        await lockGroup(tx, found.groupId);
        const invite = await tx.findOneOrFail(InviteRow, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (invite.status !== 'PENDING' && invite.status !== 'DECLINED') {
          throw inviteClosed(CLOSED_BECAUSE[invite.status] ?? 'it is closed');
        }
        if (
          invite.status === 'DECLINED' &&
          (await tx.count(InviteRow, { groupId: invite.groupId, email: invite.email, status: 'PENDING' })) > 0
        ) {
          throw inviteClosed('another open invite to this address exists');
        }
        const { token, hash, expiresAt } = freshToken(now);
        Object.assign(invite, {
          tokenHash: hash,
          expiresAt,
          status: 'PENDING',
          answeredAt: null,
          answeredById: null,
          answeredByEmail: null,
        });
        await tx.flush();
        await recordInviteMail(tx, invite, token, challenge, this.config.http.publicUrl);
        return invite;
      },
      { name: 'apprenticeship.invites.resend' },
    );
    await afterCommit(() => this.outbox.nudge());
    return toInvite(row, challenge.title, now);
  }

  private assertOpen(invite: InviteRow, now: Date): void {
    const status = effectiveInviteStatus(invite.status, invite.expiresAt, now);
    if (status !== 'PENDING') {
      throw inviteClosed(CLOSED_BECAUSE[status] ?? 'it is closed');
    }
  }

  private async byToken(token: string): Promise<{ invite: InviteRow; challenge: ChallengeRow }> {
    const invite = await this.em.findOne(InviteRow, { tokenHash: tokenHash(token) });
    if (!invite) {
      throw notFound('invite (the link may have been replaced by a newer one)');
    }
    return { invite, challenge: await visibleChallenge(this.em, invite.challengeId) };
  }

  private async requireGroupMember(em: EntityManager, challengeId: string, groupId: string, userId: string): Promise<MembershipRow> {
    const membership = await membershipOf(em, challengeId, userId);
    if (!membership || membership.groupId !== groupId) {
      throw forbidden('Only the members of this group can do this.');
    }
    return membership;
  }

  private async tellLeader(
    tx: EntityManager,
    group: GroupRow,
    members: MembershipRow[],
    challenge: ChallengeRow,
    answer: { joined: string } | { declined: string },
  ) {
    const leader = members.find((m) => m.userId === group.leaderId);
    if (!leader) {
      return;
    }
    const groupUrl = `${this.config.http.publicUrl}/virtual-apprenticeship/${challenge.id}/manage`;
    await Outbox.record(tx, 'mail.send', inviteAnsweredMail(leader, answer, challenge, groupUrl));
  }
}
