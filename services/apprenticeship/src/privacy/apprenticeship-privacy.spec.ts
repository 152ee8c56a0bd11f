import { randomUUID } from 'node:crypto';
import { OutboxEntry, memoryOrm } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import { apprenticeshipService } from '../definition';
import { ChallengeRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { InviteRow } from '../entities/invite.entity';
import { UploadRow } from '../entities/submission.entity';
import { ApprenticeshipPrivacy, DELETED_MEMBER, uploadLeavesWithOwner } from './apprenticeship-privacy';

describe('what a deleted account takes from the Virtual Apprenticeship', () => {
  it('takes the resume always, and submission files only when no one else is in the group', () => {
    expect(uploadLeavesWithOwner({ kind: 'RESUME' }, 3)).toBe(true);
    expect(uploadLeavesWithOwner({ kind: 'SUBMISSION' }, 1)).toBe(true);
    expect(uploadLeavesWithOwner({ kind: 'SUBMISSION' }, 2)).toBe(false);
  });
});

describe(ApprenticeshipPrivacy.name, () => {
  let orm: MikroORM;
  let privacy: ApprenticeshipPrivacy;

  beforeAll(async () => {
    orm = await memoryOrm(apprenticeshipService);
    privacy = new ApprenticeshipPrivacy(orm.em.fork({ useContext: false }));
  }, 60000);

  /** One challenge per group: a person is in one group per challenge. */
  async function newChallenge(): Promise<string> {
    const em = orm.em.fork();
    const challenge = em.create(ChallengeRow, {
      slug: `privacy-test-${randomUUID().slice(0, 8)}`,
      title: 'Privacy test',
      partnerName: 'Halimbawa',
      category: 'data',
      summary: 'A test.',
      description: 'A test.',
      startDate: '2027-01-04',
      endDate: '2027-01-31',
      applicationDeadline: '2027-01-01',
      slots: 20,
      applicationTypes: ['INDIVIDUAL', 'GROUP'],
      maxGroupSize: 4,
      status: 'OPEN',
    });
    await em.flush();
    return challenge.id;
  }

  afterAll(async () => {
    await orm?.close();
  });

  async function group(leaderId: string, status: GroupRow['status'], members: { userId: string; email: string }[]): Promise<GroupRow> {
    const challengeId = await newChallenge();
    const em = orm.em.fork();
    const row = em.create(GroupRow, {
      challengeId,
      leaderId,
      name: `Team ${randomUUID().slice(0, 6)}`,
      applicationType: members.length > 1 ? 'GROUP' : 'INDIVIDUAL',
      status,
      whyJoin: 'To learn.',
      whatQualities: 'Curious.',
      additionalComments: 'Weekends.',
      sendResumeAndContact: true,
      participateInternship: false,
      isFirstWorkExperience: true,
    });
    await em.flush();
    for (const [i, m] of members.entries()) {
      em.create(MembershipRow, {
        groupId: row.id,
        challengeId,
        userId: m.userId,
        name: `Member ${i}`,
        email: m.email,
        joinedAt: new Date(Date.now() + i),
      });
    }
    await em.flush();
    return row;
  }

  async function invite(team: GroupRow, inviterId: string, email: string): Promise<InviteRow> {
    const em = orm.em.fork();
    const row = em.create(InviteRow, {
      groupId: team.id,
      challengeId: team.challengeId,
      email,
      tokenHash: randomUUID(),
      inviterId,
      inviterName: 'Inviter',
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
    });
    await em.flush();
    return row;
  }

  describe('erase', () => {
    it('withdraws a pending application (a group of one goes, a group of more is handed on without their answers) and their unanswered invites', async () => {
      const gone = { userId: randomUUID(), email: 'gone@example.ph' };
      const mate = { userId: randomUUID(), email: 'mate@example.ph' };
      const alone = await group(gone.userId, 'PENDING', [gone]);
      const shared = await group(gone.userId, 'PENDING', [gone, mate]);
      const approved = await group(mate.userId, 'APPROVED', [mate, gone]);
      const openInvite = await invite(approved, gone.userId, 'friend@example.ph');

      const reply = await privacy.erase(gone);
      expect(reply.counts.applicationsWithdrawn).toBe(2);

      const em = orm.em.fork();
      expect(await em.findOne(GroupRow, { id: alone.id })).toBeNull();
      const handedOn = await em.findOneOrFail(GroupRow, { id: shared.id });
      expect(handedOn).toMatchObject({ status: 'PENDING', leaderId: mate.userId, whyJoin: '', whatQualities: '', additionalComments: '' });
      expect((await em.find(MembershipRow, { groupId: shared.id })).map((m) => m.userId)).toEqual([mate.userId]);
      // An approved team is history: they stay in it, without name or address.
      expect(await em.findOneOrFail(MembershipRow, { groupId: approved.id, userId: gone.userId })).toMatchObject({
        name: DELETED_MEMBER,
        email: `deleted-${gone.userId}@deleted.invalid`,
      });
      expect((await em.findOneOrFail(InviteRow, { id: openInvite.id })).status).toBe('WITHDRAWN');
      // Once is enough: a retry finds nothing pending.
      expect((await privacy.erase(gone)).counts.applicationsWithdrawn).toBe(0);
    });

    it("records the removal of the files of a group it removes (files.delete), in the erase's transaction", async () => {
      const gone = { userId: randomUUID(), email: `gone-${randomUUID().slice(0, 6)}@example.ph` };
      const alone = await group(gone.userId, 'PENDING', [gone]);
      const em = orm.em.fork();
      const names = [`${randomUUID()}.pdf`, `${randomUUID()}.png`];
      for (const [i, storedName] of names.entries()) {
        em.create(UploadRow, {
          groupId: alone.id,
          ownerId: gone.userId,
          kind: i === 0 ? 'RESUME' : 'SUBMISSION',
          storedName,
          name: `file-${i}`,
          size: 10,
          contentType: 'application/pdf',
        });
      }
      await em.flush();

      await privacy.erase(gone);

      const after = orm.em.fork();
      expect(await after.count(UploadRow, { groupId: alone.id })).toBe(0);
      const jobs = await after.find(OutboxEntry, { name: 'files.delete' });
      const recorded = jobs.flatMap((job) => (job.data as { files: string[] }).files);
      expect(recorded).toEqual(expect.arrayContaining(names));
      // A retry removes no group: nothing more is recorded.
      await privacy.erase(gone);
      expect(await orm.em.fork().count(OutboxEntry, { name: 'files.delete' })).toBe(jobs.length);
    });
  });
});
