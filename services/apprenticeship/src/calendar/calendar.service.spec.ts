import { randomUUID } from 'node:crypto';
import type { SendMailJob } from '@lakbay/contracts';
import { type AppConfig, type Outbox, OutboxEntry, memoryOrm } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import { MovableClock } from '../common/clock';
import { apprenticeshipService } from '../definition';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { SubmissionRow } from '../entities/submission.entity';
import { CalendarService } from './calendar.service';

const config = { http: { publicUrl: 'https://lakbay.example.ph' } } as AppConfig;
// The relay is not under test: the recorded outbox rows are.
const outbox = { nudge: () => undefined } as unknown as Outbox;
// Manila is UTC+8: 16:00 UTC is midnight of the next Manila day.
const at = (day: string, time = '02:00') => new Date(`${day}T${time}:00Z`);

describe(CalendarService.name, () => {
  let orm: MikroORM;
  const clock = new MovableClock(at('2027-01-01'));
  let calendar: CalendarService;
  let other: CalendarService;

  beforeAll(async () => {
    orm = await memoryOrm(apprenticeshipService);
    calendar = new CalendarService(orm.em.fork(), outbox, clock, config);
    // A second replica: its own EntityManager, the same database.
    other = new CalendarService(orm.em.fork(), outbox, clock, config);
  }, 60000);

  afterAll(async () => {
    await orm?.close();
  });

  /** A two-week challenge from 2027-01-11 (weeks due 01-17 and 01-24), with one approved group of two and one pending. */
  async function challenge(): Promise<{ id: string; weeks: WeekRow[]; approved: GroupRow }> {
    const em = orm.em.fork();
    const row = em.create(ChallengeRow, {
      slug: `calendar-${randomUUID().slice(0, 8)}`,
      title: 'Calendar test',
      partnerName: 'Halimbawa Inc.',
      category: 'data',
      summary: 'A test.',
      description: 'A test.',
      startDate: '2027-01-11',
      endDate: '2027-01-24',
      applicationDeadline: '2027-01-08',
      slots: 20,
      applicationTypes: ['INDIVIDUAL', 'GROUP'],
      maxGroupSize: 4,
      status: 'OPEN',
    });
    await em.flush();
    const weeks = ['2027-01-17', '2027-01-24'].map((dueDate, i) =>
      em.create(WeekRow, { challengeId: row.id, number: i + 1, title: `Week ${i + 1} title`, brief: 'b', deliverable: 'd', dueDate }),
    );
    const group = (status: GroupRow['status']) =>
      em.create(GroupRow, {
        challengeId: row.id,
        leaderId: randomUUID(),
        name: `Team ${status}`,
        applicationType: 'GROUP',
        status,
        whyJoin: 'w',
        whatQualities: 'q',
        additionalComments: '',
        sendResumeAndContact: false,
        participateInternship: false,
        isFirstWorkExperience: true,
      });
    const approved = group('APPROVED');
    const pending = group('PENDING');
    await em.flush();
    for (const [g, who] of [
      [approved, 'ana'],
      [approved, 'ben'],
      [pending, 'cora'],
    ] as const) {
      em.create(MembershipRow, {
        groupId: g.id,
        challengeId: row.id,
        userId: randomUUID(),
        name: who,
        email: `${who}.${row.slug}@example.ph`,
      });
    }
    await em.flush();
    return { id: row.id, weeks, approved };
  }

  const status = async (id: string) => (await orm.em.fork().findOneOrFail(ChallengeRow, { id })).status;

  /** The e-mails recorded in the outbox for this challenge's members, as "to: subject". */
  async function mails(slugOf: string): Promise<string[]> {
    const rows = await orm.em.fork().find(OutboxEntry, { name: 'mail.send' }, { orderBy: { createdAt: 'asc' } });
    return rows
      .map((r) => r.data as SendMailJob)
      .filter((m) => m.to.includes(slugOf))
      .map((m) => `${m.to.split('.')[0]}: ${m.subject}`)
      .sort();
  }

  it('moves a challenge OPEN -> RUNNING on its start date and CLOSED after its end, across moved days', async () => {
    const { id } = await challenge();
    clock.set(at('2027-01-10', '15:59')); // 23:59 on 10 January in Manila
    await calendar.advance();
    expect(await status(id)).toBe('OPEN');
    clock.set(at('2027-01-10', '16:00')); // midnight: 11 January in Manila
    await calendar.advance();
    expect(await status(id)).toBe('RUNNING');
    clock.set(at('2027-01-24', '15:00'));
    await calendar.advance();
    expect(await status(id)).toBe('RUNNING');
    clock.set(at('2027-01-25'));
    await calendar.advance();
    expect(await status(id)).toBe('CLOSED');
  });

  it('leaves drafts alone and closes an OPEN challenge whose dates all passed without a run in between', async () => {
    const { id } = await challenge();
    const draft = await challenge();
    await orm.em.fork().nativeUpdate(ChallengeRow, { id: draft.id }, { status: 'DRAFT' });
    clock.set(at('2027-02-01'));
    await calendar.advance();
    expect(await status(id)).toBe('CLOSED');
    expect(await status(draft.id)).toBe('DRAFT');
  });

  it('e-mails the approved members once when a week opens and the day before it is due, with two replicas running at once', async () => {
    const { id, weeks, approved } = await challenge();
    const slug = (await orm.em.fork().findOneOrFail(ChallengeRow, { id })).slug;
    clock.set(at('2027-01-09'));
    await Promise.all([calendar.advance(), other.advance()]);
    expect(await mails(slug)).toEqual([]);

    clock.set(at('2027-01-11'));
    await Promise.all([calendar.advance(), other.advance(), calendar.advance()]);
    expect(await mails(slug)).toEqual(['ana: Week 1 is open: Calendar test', 'ben: Week 1 is open: Calendar test']);

    // Week 1 handed in by the group: no reminder for it on the 16th.
    const em = orm.em.fork();
    em.create(SubmissionRow, {
      groupId: approved.id,
      challengeId: id,
      weekId: weeks[0]?.id ?? '',
      weekNumber: 1,
      attempt: 1,
      links: ['https://example.ph'],
      notes: '',
      submittedById: approved.leaderId,
      submittedByName: 'ana',
    });
    await em.flush();
    clock.set(at('2027-01-16'));
    await Promise.all([calendar.advance(), other.advance()]);
    clock.set(at('2027-01-18'));
    await calendar.advance();
    clock.set(at('2027-01-23'));
    await Promise.all([calendar.advance(), other.advance()]);
    await calendar.advance();
    expect(await mails(slug)).toEqual([
      'ana: Week 1 is open: Calendar test',
      'ana: Week 2 is due tomorrow: Calendar test',
      'ana: Week 2 is open: Calendar test',
      'ben: Week 1 is open: Calendar test',
      'ben: Week 2 is due tomorrow: Calendar test',
      'ben: Week 2 is open: Calendar test',
    ]);
    const stored = await orm.em.fork().find(WeekRow, { challengeId: id }, { orderBy: { number: 'asc' } });
    expect(stored.map((w) => [w.openedNoticeAt !== null, w.dueNoticeAt !== null])).toEqual([
      [true, true],
      [true, true],
    ]);
  });
});
