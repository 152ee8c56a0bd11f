import type { AppConfig } from '@lakbay/platform';
import { memoryOrm, Outbox, OutboxEntry, type OutboxRelay } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import type { SendMailJob } from '@lakbay/contracts';
import { BookingNotices } from '../bookings/booking-notices';
import { schedulingService } from '../definition';
import { BookingRow } from '../entities/booking.entity';
import { DELETED_KADET, DELETED_KOACH, SchedulingPrivacy } from './scheduling-privacy';

const CONFIG = {
  auth: { secret: 'e'.repeat(32) },
  http: { publicUrl: 'https://lakbay.example' },
  scheduling: { email: 'schedule@demo.lakbay.ph' },
} as unknown as AppConfig;
const DAY = 24 * 3600_000;

let orm: MikroORM;
let privacy: SchedulingPrivacy;
let ids = 0;
const id = () => `0f9d1a5e-7c1b-4c3e-9a57-${String(++ids).padStart(12, '0')}`;

beforeAll(async () => {
  orm = await memoryOrm(schedulingService);
  const em = orm.em.fork({ useContext: false });
  privacy = new SchedulingPrivacy(em, new BookingNotices(CONFIG), new Outbox({ nudge: () => undefined } as unknown as OutboxRelay));
}, 60000);

afterAll(async () => {
  await orm?.close();
});

async function booking(extra: Partial<BookingRow>): Promise<BookingRow> {
  const em = orm.em.fork();
  const start = extra.startsAt ?? new Date(Date.now() + 3 * DAY);
  const row = em.create(BookingRow, {
    coachId: id(),
    coachSlug: 'rhea-manalo',
    coachName: 'Rhea Manalo',
    coachEmail: 'rhea@example.ph',
    coachTimeZone: 'Asia/Manila',
    kadetId: id(),
    kadetName: 'Juan Cruz',
    kadetEmail: 'juan@example.ph',
    trainingSlug: 'career-chat',
    trainingTitle: 'Career chat',
    durationMinutes: 30,
    startsAt: start,
    ...extra,
    icalUid: `${id()}@lakbay`,
    endsAt: new Date(start.getTime() + 30 * 60_000),
    blockedFrom: start,
    blockedTo: new Date(start.getTime() + 45 * 60_000),
  });
  await em.flush();
  return row;
}

const mailsTo = async (to: string): Promise<SendMailJob[]> =>
  (await orm.em.fork().find(OutboxEntry, { name: 'mail.send' })).map((e) => e.data as SendMailJob).filter((m) => m.to === to);

describe(SchedulingPrivacy.name, () => {
  describe('erase', () => {
    it("cancels a deleted coach's upcoming sessions and tells each Kadet once, in their language and zone, with METHOD:CANCEL", async () => {
      const coachId = id();
      const coach = { coachId, coachEmail: 'leaving.coach@example.ph', coachName: 'Leaving Coach' };
      const ana = await booking({ ...coach, kadetEmail: 'ana@example.ph', kadetLanguage: 'fil', kadetTimeZone: 'Asia/Dubai' });
      const ben = await booking({ ...coach, kadetEmail: 'ben@example.ph', startsAt: new Date(Date.now() + 4 * DAY) });
      const past = await booking({ ...coach, kadetEmail: 'past@example.ph', status: 'COMPLETED', startsAt: new Date(Date.now() - DAY) });

      const reply = await privacy.erase({ userId: coachId, email: coach.coachEmail });
      expect(reply.counts.bookingsCancelled).toBe(2);
      // A retry (the erase job runs until every service answered) tells nobody again.
      expect((await privacy.erase({ userId: coachId, email: coach.coachEmail })).counts.bookingsCancelled).toBe(0);

      const [toAna] = await mailsTo('ana@example.ph');
      expect(await mailsTo('ana@example.ph')).toHaveLength(1);
      expect(toAna?.subject).toBe(`Kinansela: Career chat kasama si ${DELETED_KOACH}`);
      expect(toAna?.text).toContain('(Asia/Dubai)');
      expect(toAna?.text).toContain('Na-delete ng iyong Koach ang kanyang Lakbay account');
      expect(toAna?.calendar?.method).toBe('CANCEL');
      expect(toAna?.calendar?.content).toContain('METHOD:CANCEL');
      expect(toAna?.calendar?.content).toContain(`UID:${ana.icalUid}`);
      expect(toAna?.calendar?.content).toContain('SEQUENCE:1');
      const toBen = await mailsTo('ben@example.ph');
      expect(toBen.map((m) => m.subject)).toEqual([`Cancelled: Career chat with ${DELETED_KOACH}`]);
      expect(toBen[0]?.calendar?.content).toContain(`UID:${ben.icalUid}`);
      expect(toBen[0]?.text).toContain('Your Koach deleted their Lakbay account, so the session cannot take place.');
      // The deleted coach is sent nothing; a past session is history, not cancelled.
      expect(await mailsTo('leaving.coach@example.ph')).toEqual([]);
      expect(await mailsTo(`deleted-${coachId}@deleted.invalid`)).toEqual([]);
      expect(await mailsTo('past@example.ph')).toEqual([]);
      const kept = await orm.em.fork().findOneOrFail(BookingRow, { id: past.id });
      expect(kept).toMatchObject({ status: 'COMPLETED', coachName: DELETED_KOACH });
      const cancelled = await orm.em.fork().findOneOrFail(BookingRow, { id: ana.id });
      expect(cancelled).toMatchObject({
        status: 'CANCELLED',
        cancelledBy: 'coach',
        version: 1,
        coachEmail: `deleted-${coachId}@deleted.invalid`,
      });
    });

    it("tells the coach when a Kadet's account is deleted, and the Kadet nothing", async () => {
      const kadetId = id();
      await booking({ kadetId, kadetEmail: 'gone.kadet@example.ph', coachEmail: 'told.coach@example.ph', coachLanguage: 'en' });
      await privacy.erase({ userId: kadetId, email: 'gone.kadet@example.ph' });
      const told = await mailsTo('told.coach@example.ph');
      expect(told.map((m) => m.subject)).toEqual([`Cancelled: Career chat with ${DELETED_KADET}`]);
      expect(told[0]?.calendar?.method).toBe('CANCEL');
      expect(await mailsTo('gone.kadet@example.ph')).toEqual([]);
    });
  });
});
