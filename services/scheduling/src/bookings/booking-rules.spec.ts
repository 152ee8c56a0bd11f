import { BookingRow } from '../entities/booking.entity';
import { BookingLinks } from './booking-links';
import { bookingIcs, bookingMail } from './booking-mails';
import { allowedActions, isLateCancel, toBooking } from './booking.mapper';

const MINUTE = 60_000;
const START = new Date('2026-12-10T02:00:00Z');

function booking(extra: Partial<BookingRow> = {}): BookingRow {
  return Object.assign(new BookingRow(), {
    id: '6f1c3a52-5d1e-4a7e-9a55-0b8f6f1e2c11',
    coachId: 'c0000000-0000-4000-8000-000000000001',
    coachSlug: 'maria-santos',
    coachName: 'Maria Santos',
    coachEmail: 'maria@demo.lakbay.ph',
    coachTimeZone: 'Asia/Manila',
    meetingLink: 'https://meet.jit.si/lakbay-demo-maria',
    kadetId: 'k0000000-0000-4000-8000-000000000002',
    kadetName: 'Juan',
    kadetEmail: 'juan@example.ph',
    trainingSlug: 'career-chat',
    trainingTitle: 'Career chat',
    durationMinutes: 30,
    startsAt: START,
    endsAt: new Date(START.getTime() + 30 * MINUTE),
    blockedFrom: START,
    blockedTo: new Date(START.getTime() + 45 * MINUTE),
    icalUid: 'abc@lakbay',
    answers: { goals: 'Nursing or engineering?' },
    ...extra,
  });
}
const at = (minutesFromStart: number) => new Date(START.getTime() + minutesFromStart * MINUTE);

describe('booking policies', () => {
  it('lets either side reschedule or cancel only before the start', () => {
    expect(allowedActions(booking(), 'kadet', at(-1))).toMatchObject({ reschedule: true, cancel: true, markNoShow: false, review: false });
    expect(allowedActions(booking(), 'coach', at(0))).toMatchObject({ reschedule: false, cancel: false });
  });

  it('counts a cancel within 3 hours of the start as late', () => {
    expect(isLateCancel(START, at(-181))).toBe(false);
    expect(isLateCancel(START, at(-179))).toBe(true);
  });

  it('allows a no-show from 10 minutes after the start, on either side', () => {
    expect(allowedActions(booking(), 'kadet', at(9)).markNoShow).toBe(false);
    expect(allowedActions(booking(), 'coach', at(10)).markNoShow).toBe(true);
    expect(allowedActions(booking({ status: 'CANCELLED' }), 'coach', at(10)).markNoShow).toBe(false);
  });

  it('shows the stored state: a session is completed when the job has marked it, and only its Kadet rates it, once', () => {
    // Over, but the job has not run yet: still confirmed, not yet to be rated.
    expect(toBooking(booking(), 'kadet', at(31)).status).toBe('CONFIRMED');
    expect(allowedActions(booking(), 'kadet', at(31)).review).toBe(false);
    const completed = booking({ status: 'COMPLETED' });
    expect(toBooking(completed, 'kadet', at(31)).status).toBe('COMPLETED');
    expect(allowedActions(completed, 'kadet', at(31)).review).toBe(true);
    expect(allowedActions(completed, 'coach', at(31)).review).toBe(false);
    expect(allowedActions(booking({ status: 'COMPLETED', reviewRating: 4 }), 'kadet', at(31)).review).toBe(false);
    expect(allowedActions(booking({ status: 'NO_SHOW' }), 'kadet', at(31)).review).toBe(false);
  });

  it('lets either side mark a completed session a no-show until it is reviewed', () => {
    expect(allowedActions(booking({ status: 'COMPLETED' }), 'coach', at(600)).markNoShow).toBe(true);
    expect(allowedActions(booking({ status: 'COMPLETED', reviewRating: 5 }), 'coach', at(600)).markNoShow).toBe(false);
    expect(allowedActions(booking({ status: 'NO_SHOW' }), 'kadet', at(600)).markNoShow).toBe(false);
  });

  it('hides the meeting link of a booking that is not confirmed', () => {
    expect(toBooking(booking(), 'kadet', at(-60)).meetingLink).toBe('https://meet.jit.si/lakbay-demo-maria');
    expect(toBooking(booking({ status: 'CANCELLED' }), 'kadet', at(-60)).meetingLink).toBeNull();
  });
});

describe(BookingLinks.name, () => {
  const links = new BookingLinks('x'.repeat(32));
  const id = booking().id;
  const later = new Date(Date.now() + 3600_000);

  it('accepts a link for its booking, action and version only', async () => {
    const token = await links.sign(id, 'cancel', 2, later);
    await expect(links.verify(token, id, 'cancel', 2)).resolves.toBeUndefined();
    await expect(links.verify(token, id, 'cancel', 3)).rejects.toMatchObject({ status: 403, code: 'SCHEDULING_LINK_INVALID' });
    await expect(links.verify(token, id, 'reschedule', 2)).rejects.toMatchObject({ code: 'SCHEDULING_LINK_INVALID' });
    await expect(links.verify(token, 'd1c3a52f-5d1e-4a7e-9a55-0b8f6f1e2c11', 'cancel', 2)).rejects.toMatchObject({
      code: 'SCHEDULING_LINK_INVALID',
    });
    await expect(new BookingLinks('y'.repeat(32)).verify(token, id, 'cancel', 2)).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an expired link', async () => {
    const token = await links.sign(id, 'cancel', 0, new Date(Date.now() - 1000));
    await expect(links.verify(token, id, 'cancel', 0)).rejects.toMatchObject({ status: 403 });
  });
});

describe('booking e-mails', () => {
  it('writes one calendar entry per booking: stable UID, SEQUENCE = version, METHOD per change', () => {
    const request = bookingIcs(booking({ version: 0 }), 'REQUEST', 'schedule@demo.lakbay.ph', new Date());
    const cancel = bookingIcs(booking({ version: 2, status: 'CANCELLED' }), 'CANCEL', 'schedule@demo.lakbay.ph', new Date());
    expect(request).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(request).toMatch(/^UID:abc@lakbay\r?$/m);
    expect(request).toMatch(/^SEQUENCE:0\r?$/m);
    expect(request).toMatch(/^DTSTART:20261210T020000Z\r?$/m);
    expect(cancel).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(cancel).toMatch(/^UID:abc@lakbay\r?$/m);
    expect(cancel).toMatch(/^SEQUENCE:2\r?$/m);
    expect(cancel).toMatch(/^STATUS:CANCELLED\r?$/m);
  });

  it("gives the Kadet the links and the time in Manila, and the coach the Kadet's answers", () => {
    const links = {
      schedule: 'https://lakbay.ph/my/schedule',
      reschedule: 'https://lakbay.ph/r?token=a',
      cancel: 'https://lakbay.ph/c?token=b',
    };
    const kadet = bookingMail(booking(), 'kadet', 'confirmed', { links });
    expect(kadet).toMatchObject({ to: 'juan@example.ph', subject: 'Booked: Career chat with Maria Santos' });
    expect(kadet.text).toContain('10:00');
    expect(kadet.text).toContain('https://lakbay.ph/c?token=b');
    const coach = bookingMail(booking(), 'coach', 'confirmed', { links: { schedule: links.schedule } });
    expect(coach.text).toContain('Nursing or engineering?');
    expect(coach.text).not.toContain('token=');
  });
});
