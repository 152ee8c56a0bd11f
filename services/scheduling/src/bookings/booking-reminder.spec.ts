import type { AppConfig } from '@lakbay/platform';
import { memoryOrm, Outbox, OutboxEntry, type OutboxRelay } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import { schedulingService } from '../definition';
import { BookingRow } from '../entities/booking.entity';
import { TrainingsService } from '../trainings/trainings.service';
import { BookingNotices } from './booking-notices';
import { BookingsService } from './bookings.service';

const CONFIG = {
  auth: { secret: 'r'.repeat(32) },
  http: { publicUrl: 'https://lakbay.example' },
  scheduling: { email: 'schedule@demo.lakbay.ph' },
} as unknown as AppConfig;

let orm: MikroORM;
let service: BookingsService;

beforeAll(async () => {
  orm = await memoryOrm(schedulingService);
  const em = orm.em.fork({ useContext: false });
  const outbox = new Outbox({ nudge: () => undefined } as unknown as OutboxRelay);
  service = new BookingsService(em, new TrainingsService(em), outbox, new BookingNotices(CONFIG), CONFIG);
}, 60000);

afterAll(async () => {
  await orm?.close();
});

async function booking(extra: Partial<BookingRow> = {}): Promise<BookingRow> {
  const em = orm.em.fork();
  const start = new Date(Date.now() + 2 * 24 * 3600_000);
  const row = em.create(BookingRow, {
    coachId: '0f9d1a5e-7c1b-4c3e-9a57-2a4a4b9c0d01',
    coachSlug: 'rhea-manalo',
    coachName: 'Rhea Manalo',
    coachEmail: 'rhea.manalo@demo.lakbay.ph',
    coachTimeZone: 'Asia/Manila',
    kadetId: '0f9d1a5e-7c1b-4c3e-9a57-2a4a4b9c0d02',
    kadetName: 'Juan',
    kadetEmail: 'juan@example.ph',
    trainingSlug: 'career-chat',
    trainingTitle: 'Career chat',
    durationMinutes: 30,
    startsAt: start,
    endsAt: new Date(start.getTime() + 30 * 60_000),
    blockedFrom: start,
    blockedTo: new Date(start.getTime() + 45 * 60_000),
    icalUid: `${Math.random()}@lakbay`,
    ...extra,
  });
  await em.flush();
  return row;
}

const remindersTo = async (to: string) =>
  (await orm.em.fork().find(OutboxEntry, { name: 'mail.send' })).filter((e) => {
    const data = e.data as { to: string; subject: string };
    return data.to === to && data.subject.startsWith('Tomorrow:');
  });

describe('BookingsService.remind', () => {
  it('records the reminder e-mails to both sides once per booking version', async () => {
    const row = await booking({ kadetEmail: 'once@example.ph' });
    expect(await service.remind(row.id, 0)).toBe('sent');
    expect(await service.remind(row.id, 0)).toBe('skipped');
    expect(await remindersTo('once@example.ph')).toHaveLength(1);
    expect(
      (await orm.em.fork().find(OutboxEntry, { name: 'mail.send' })).some(
        (e) => (e.data as { to: string }).to === 'rhea.manalo@demo.lakbay.ph',
      ),
    ).toBe(true);
  });

  it('sends nothing for an older version (rescheduled) or a cancelled booking', async () => {
    const moved = await booking({ kadetEmail: 'moved@example.ph', version: 1, status: 'RESCHEDULED' });
    expect(await service.remind(moved.id, 0)).toBe('skipped');
    const cancelled = await booking({ kadetEmail: 'cancelled@example.ph', version: 1, status: 'CANCELLED' });
    expect(await service.remind(cancelled.id, 1)).toBe('skipped');
    const current = await booking({ kadetEmail: 'current@example.ph', version: 2 });
    expect(await service.remind(current.id, 1)).toBe('skipped');
    expect(await service.remind(current.id, 2)).toBe('sent');
    expect(await remindersTo('moved@example.ph')).toHaveLength(0);
    expect(await remindersTo('cancelled@example.ph')).toHaveLength(0);
    expect(await remindersTo('current@example.ph')).toHaveLength(1);
  });
});
