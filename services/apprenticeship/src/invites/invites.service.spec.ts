import { SystemClock } from '../common/clock';
import { randomUUID } from 'node:crypto';
import type { UserContact } from '@lakbay/contracts';
import type { AppConfig } from '@lakbay/platform';
import { memoryOrm, Outbox, OutboxEntry, type OutboxRelay } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import { apprenticeshipService } from '../definition';
import { EnrolmentsService } from '../enrolments/enrolments.service';
import { ChallengeRow } from '../entities/challenge.entity';
import { MembershipRow } from '../entities/group.entity';
import { InviteRow } from '../entities/invite.entity';
import { seedApprenticeship } from '../seed/seed-apprenticeship';
import { InvitesService } from './invites.service';

const CONFIG = { http: { publicUrl: 'https://lakbay.example' } } as unknown as AppConfig;

let orm: MikroORM;
let enrolments: EnrolmentsService;
let invites: InvitesService;
let challengeId: string;

const person = (name: string): UserContact => ({
  userId: randomUUID(),
  email: `${name}.${randomUUID().slice(0, 6)}@example.ph`,
  name,
  fullName: `${name} Santos`,
  firstName: name,
  timeZone: 'Asia/Manila',
  isCoach: false,
  isActive: true,
  language: 'en',
});
const resume = () => ({ storedName: `${randomUUID()}.pdf`, name: 'cv.pdf', size: 10, contentType: 'application/pdf' });
const form = (groupEmails: string[] = []) => ({
  sendResumeAndContact: true,
  participateInternship: false,
  isFirstWorkExperience: true,
  groupEmails,
  applicationType: 'GROUP' as const,
  additionalComments: '',
  whyJoin: 'To learn.',
  whatQualities: 'Curious.',
});

beforeAll(async () => {
  orm = await memoryOrm(apprenticeshipService);
  await seedApprenticeship(orm.em.fork(), CONFIG);
  const em = orm.em.fork({ useContext: false });
  const outbox = new Outbox({ nudge: () => undefined } as unknown as OutboxRelay);
  enrolments = new EnrolmentsService(em, outbox, CONFIG, new SystemClock());
  invites = new InvitesService(em, outbox, CONFIG);
  challengeId = (await orm.em.fork().findOneOrFail(ChallengeRow, { status: 'OPEN' })).id;
}, 60000);

afterAll(async () => {
  await orm?.close();
});

async function groupWithInvites(count: number) {
  const leader = person('leader');
  const invitees = Array.from({ length: count }, (_, i) => person(`invitee${i}`));
  const enrolment = await enrolments.create({ user: leader, challengeId, form: form(), resume: resume() });
  await invites.create({ userId: leader.userId, challengeId, groupId: enrolment.groupId, invitees: invitees.map((p) => p.email) });
  const rows = await orm.em.fork().find(InviteRow, { groupId: enrolment.groupId });
  const inviteOf = (p: UserContact) => rows.find((r) => r.email === p.email.toLowerCase())?.id ?? '';
  return { leader, invitees, groupId: enrolment.groupId, inviteOf };
}

describe(InvitesService.name, () => {
  describe('answer', () => {
    it('refuses an expired invite with APPRENTICESHIP_INVITE_CLOSED, and a resend opens it again for 7 days', async () => {
      const { leader, invitees, groupId, inviteOf } = await groupWithInvites(1);
      const [late] = invitees as [UserContact];
      await orm.em.fork().nativeUpdate(InviteRow, { id: inviteOf(late) }, { expiresAt: new Date(Date.now() - 1000) });
      await expect(invites.answer({ user: late, challengeId, groupId, inviteId: inviteOf(late), action: 'ACCEPT' })).rejects.toMatchObject({
        status: 409,
        code: 'APPRENTICESHIP_INVITE_CLOSED',
      });
      const resent = await invites.answer({ user: leader, challengeId, groupId, inviteId: inviteOf(late), action: 'RESEND' });
      expect(resent.status).toBe('PENDING');
      expect(Date.parse(resent.expiresAt) - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
      const accepted = await invites.answer({ user: late, challengeId, groupId, inviteId: inviteOf(late), action: 'ACCEPT' });
      expect(accepted.status).toBe('ACCEPTED');
    });

    it('stops a group at maxGroupSize: with the leader and three accepted, the fourth invitee gets APPRENTICESHIP_GROUP_FULL', async () => {
      const { invitees, groupId, inviteOf } = await groupWithInvites(4);
      // One after the other here (one in-memory connection); the integration test races 50 at once.
      const codes: string[] = [];
      for (const p of invitees) {
        codes.push(
          await invites.answer({ user: p, challengeId, groupId, inviteId: inviteOf(p), action: 'ACCEPT' }).then(
            (invite) => invite.status,
            (err: { code: string }) => err.code,
          ),
        );
      }
      expect(codes).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'APPRENTICESHIP_GROUP_FULL']);
      expect(await orm.em.fork().count(MembershipRow, { groupId })).toBe(4);
    });

    it('keeps a person in one group per challenge: accepting a second group is APPRENTICESHIP_ALREADY_ENROLLED', async () => {
      const first = await groupWithInvites(1);
      const [person1] = first.invitees as [UserContact];
      await invites.answer({ user: person1, challengeId, groupId: first.groupId, inviteId: first.inviteOf(person1), action: 'ACCEPT' });
      const second = await enrolments.create({ user: person('other'), challengeId, form: form([person1.email]), resume: resume() });
      const invite = await orm.em.fork().findOneOrFail(InviteRow, { groupId: second.groupId });
      await expect(
        invites.answer({ user: person1, challengeId, groupId: second.groupId, inviteId: invite.id, action: 'ACCEPT' }),
      ).rejects.toMatchObject({ status: 409, code: 'APPRENTICESHIP_ALREADY_ENROLLED' });
    });

    it('lets only the invitee accept or decline', async () => {
      const { leader, invitees, groupId, inviteOf } = await groupWithInvites(1);
      const [invitee] = invitees as [UserContact];
      await expect(
        invites.answer({ user: leader, challengeId, groupId, inviteId: inviteOf(invitee), action: 'DECLINE' }),
      ).rejects.toMatchObject({
        status: 403,
      });
    });
  });

  describe('create', () => {
    it('e-mails each invite once with a link to PUBLIC_URL/invites/{token}', async () => {
      const { invitees } = await groupWithInvites(2);
      const mails = (await orm.em.fork().find(OutboxEntry, { name: 'mail.send' })).map((e) => e.data as { to: string; text: string });
      for (const p of invitees) {
        const sent = mails.filter((m) => m.to === p.email.toLowerCase());
        expect(sent).toHaveLength(1);
        expect(sent[0]?.text).toMatch(/https:\/\/lakbay\.example\/invites\/[\w-]{20,}/);
      }
    });

    it("writes the expiry in the inviter's zone, and keeps that zone for a resend", async () => {
      const leader = { ...person('abroad'), timeZone: 'Asia/Dubai' };
      const enrolment = await enrolments.create({ user: leader, challengeId, form: form(), resume: resume() });
      const invitee = person('home');
      const inviteRequest = { userId: leader.userId, challengeId, groupId: enrolment.groupId, invitees: [invitee.email] };
      await invites.create({ ...inviteRequest, timeZone: 'Asia/Dubai' });
      const mailsTo = async () =>
        (await orm.em.fork().find(OutboxEntry, { name: 'mail.send' }, { orderBy: { createdAt: 'asc' } }))
          .map((e) => e.data as { to: string; text: string })
          .filter((m) => m.to === invitee.email.toLowerCase());
      const [sent] = await mailsTo();
      expect(sent?.text).toMatch(/The invite expires on .+ \(Asia\/Dubai\)\./);
      const invite = await orm.em.fork().findOneOrFail(InviteRow, { groupId: enrolment.groupId });
      await invites.answer({ user: leader, challengeId, groupId: enrolment.groupId, inviteId: invite.id, action: 'RESEND' });
      const resent = (await mailsTo())[1];
      expect(resent?.text).toMatch(/The invite expires on .+ \(Asia\/Dubai\)\./);
    });
  });
});
