import { randomUUID } from 'node:crypto';
import { type AppConfig, type Outbox, type ServiceClient, memoryOrm, runInCall } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import { MovableClock } from '../common/clock';
import { apprenticeshipService } from '../definition';
import { CertificateRow } from '../entities/certificate.entity';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { SubmissionsService } from '../submissions/submissions.service';
import { AdminService } from './admin.service';

const config = { http: { publicUrl: 'https://lakbay.example.ph' } } as AppConfig;
// Neither the relay nor the users service is under test: users.contacts answers full names.
const outbox = { nudge: () => undefined } as unknown as Outbox;
const FULL_NAMES = new Map<string, string>();
const users = {
  send: async (_name: string, { userIds }: { userIds: string[] }) =>
    userIds.map((userId) => ({ userId, fullName: FULL_NAMES.get(userId) })),
} as unknown as ServiceClient;
const ADMIN = randomUUID();
const asAdmin = <T>(fn: () => Promise<T>) => runInCall({ requestId: 'test', actor: { userId: ADMIN, isAdmin: true } }, fn);
const at = (day: string) => new Date(`${day}T02:00:00Z`); // 10:00 in Manila

describe('hand-in windows and completion', () => {
  let orm: MikroORM;
  const clock = new MovableClock(at('2027-01-11'));
  let submissions: SubmissionsService;
  let admin: AdminService;

  beforeAll(async () => {
    orm = await memoryOrm(apprenticeshipService);
    submissions = new SubmissionsService(orm.em.fork({ useContext: false }), clock);
    admin = new AdminService(orm.em.fork({ useContext: false }), outbox, config, users);
  }, 60000);

  afterAll(async () => {
    await orm?.close();
  });

  /** A RUNNING two-week challenge from 2027-01-11 (weeks due 01-17 and 01-24) and an approved group of two. */
  async function approvedGroup(lateDays = 0) {
    const em = orm.em.fork();
    const challenge = em.create(ChallengeRow, {
      slug: `completion-${randomUUID().slice(0, 8)}`,
      title: 'Completion test',
      partnerName: 'Halimbawa Inc.',
      category: 'data',
      summary: 'A test.',
      description: 'A test.',
      startDate: '2027-01-11',
      endDate: '2027-01-24',
      applicationDeadline: '2027-01-08',
      slots: 20,
      applicationTypes: ['GROUP'],
      maxGroupSize: 4,
      status: 'RUNNING',
      lateDays,
    });
    await em.flush();
    ['2027-01-17', '2027-01-24'].forEach((dueDate, i) =>
      em.create(WeekRow, { challengeId: challenge.id, number: i + 1, title: `Week ${i + 1}`, brief: 'b', deliverable: 'd', dueDate }),
    );
    const [leader, mate] = [randomUUID(), randomUUID()];
    const group = em.create(GroupRow, {
      challengeId: challenge.id,
      leaderId: leader,
      name: 'Team',
      applicationType: 'GROUP',
      status: 'APPROVED',
      whyJoin: 'w',
      whatQualities: 'q',
      additionalComments: '',
      sendResumeAndContact: false,
      participateInternship: false,
      isFirstWorkExperience: true,
    });
    await em.flush();
    em.create(MembershipRow, {
      groupId: group.id,
      challengeId: challenge.id,
      userId: leader,
      name: 'Demo',
      email: `l.${challenge.slug}@example.ph`,
    });
    em.create(MembershipRow, {
      groupId: group.id,
      challengeId: challenge.id,
      userId: mate,
      name: 'Ana',
      email: `m.${challenge.slug}@example.ph`,
    });
    await em.flush();
    FULL_NAMES.set(leader, 'Demo Kadet');
    FULL_NAMES.set(mate, 'Ana Dela Cruz');
    const handIn = (week: number, day: string) => {
      clock.set(at(day));
      return submissions.create({
        userId: leader,
        challengeId: challenge.id,
        weekId: String(week),
        links: ['https://example.ph/w'],
        notes: '',
        files: [],
      });
    };
    const accept = (submissionId: string) => asAdmin(() => admin.reviewSubmission({ actorId: ADMIN, submissionId, status: 'ACCEPTED' }));
    return { challengeId: challenge.id, groupId: group.id, leader, mate, handIn, accept };
  }

  it('takes a week from its opening to its due day, refuses before and after with their codes', async () => {
    const { handIn } = await approvedGroup();
    await expect(handIn(2, '2027-01-17')).rejects.toMatchObject({ code: 'APPRENTICESHIP_WEEK_NOT_OPEN', status: 409 });
    await expect(handIn(1, '2027-01-10')).rejects.toMatchObject({
      code: 'APPRENTICESHIP_WEEK_NOT_OPEN',
      message: 'Week 1 is not open yet: it takes hand-ins from Mon, Jan 11, 2027.',
    });
    expect(await handIn(1, '2027-01-17')).toMatchObject({ weekNumber: 1, late: false });
    expect(await handIn(2, '2027-01-18')).toMatchObject({ weekNumber: 2, late: false });
    await expect(handIn(1, '2027-01-18')).rejects.toMatchObject({
      code: 'APPRENTICESHIP_WEEK_CLOSED',
      message: 'Week 1 was due on Sun, Jan 17, 2027: it takes no more hand-ins.',
    });
  });

  it('takes late hand-ins only in the late days the challenge allows, marked late', async () => {
    const { handIn } = await approvedGroup(2);
    expect(await handIn(1, '2027-01-19')).toMatchObject({ late: true });
    await expect(handIn(1, '2027-01-20')).rejects.toMatchObject({ code: 'APPRENTICESHIP_WEEK_CLOSED' });
  });

  it('completes only when every week is accepted, with the merit of the rule and certificates in full names', async () => {
    const { groupId, handIn, accept } = await approvedGroup();
    await accept((await handIn(1, '2027-01-12')).id);
    const complete = () => asAdmin(() => admin.complete({ actorId: ADMIN, groupId }));
    await expect(complete()).rejects.toMatchObject({
      code: 'APPRENTICESHIP_COMPLETION_NOT_EARNED',
      message: expect.stringContaining('1 of 2 weeks accepted'),
    });
    const week2 = await handIn(2, '2027-01-20');
    await asAdmin(() => admin.reviewSubmission({ actorId: ADMIN, submissionId: week2.id, status: 'NEEDS_UPDATE', feedback: 'More.' }));
    await accept((await handIn(2, '2027-01-21')).id);
    const done = await complete();
    expect(done).toMatchObject({ completion: { merit: 'COMMENDABLE', overrideReason: null } });
    const names = (await orm.em.fork().find(CertificateRow, { groupId })).map((c) => c.holderName).sort();
    expect(names).toEqual(['Ana Dela Cruz', 'Demo Kadet']);
  });

  it('completes a group with a week not accepted only by an override with a reason, as SATISFACTORY', async () => {
    const { groupId } = await approvedGroup();
    const done = await asAdmin(() => admin.complete({ actorId: ADMIN, groupId, overrideReason: '  Worked offline with the partner.  ' }));
    expect(done).toMatchObject({
      earnedMerit: null,
      completion: { merit: 'SATISFACTORY', overrideReason: 'Worked offline with the partner.' },
    });
  });
});
