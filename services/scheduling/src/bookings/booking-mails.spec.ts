import type { Language } from '@lakbay/contracts';
import { JOB_DATA_CLASS } from '@lakbay/contracts/jobs.dto';
import { payloadRefusal } from '@lakbay/platform';
import { BookingRow } from '../entities/booking.entity';
import { type BookingMailKind, bookingMail, whenIn } from './booking-mails';

const START = new Date('2026-12-10T02:00:00Z');
const KINDS: BookingMailKind[] = ['confirmed', 'rescheduled', 'cancelled', 'reminder'];
const links = {
  schedule: 'https://lakbay.ph/my/schedule',
  reschedule: 'https://lakbay.ph/r?token=a',
  cancel: 'https://lakbay.ph/c?token=b',
};

function booking(kadetLanguage: Language, coachLanguage: Language): BookingRow {
  return Object.assign(new BookingRow(), {
    coachName: 'Maria Santos',
    coachEmail: 'maria@demo.lakbay.ph',
    coachTimeZone: 'Asia/Singapore',
    coachLanguage,
    meetingLink: 'https://meet.jit.si/lakbay-demo-maria',
    kadetName: 'Juan',
    kadetEmail: 'juan@example.ph',
    kadetLanguage,
    trainingTitle: 'Career chat',
    startsAt: START,
    endsAt: new Date(START.getTime() + 30 * 60_000),
    answers: { goals: 'Nursing or engineering?' },
    cancellationReason: 'May sakit ako.',
    lateCancel: true,
  });
}

describe('booking e-mails', () => {
  it.each(KINDS)("%s: passes the mail.send job's data check, with its calendar invite", (kind) => {
    const ics = { method: kind === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const), content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' };
    for (const to of ['kadet', 'coach'] as const) {
      const mail = bookingMail(booking('fil', 'en'), to, kind, { ics, links, kadetTimeZone: 'Asia/Manila' });
      expect(payloadRefusal(JOB_DATA_CLASS['mail.send'], JSON.parse(JSON.stringify(mail)))).toBeUndefined();
    }
  });

  it.each(KINDS)('%s: each side reads it in their own language, with the same times and links', (kind) => {
    const mixed = booking('fil', 'en');
    const kadetFil = bookingMail(mixed, 'kadet', kind, { links, kadetTimeZone: 'Asia/Manila' });
    const kadetEn = bookingMail(booking('en', 'en'), 'kadet', kind, { links, kadetTimeZone: 'Asia/Manila' });
    expect(kadetFil.subject).not.toBe(kadetEn.subject);
    expect(kadetFil.subject).toContain('Career chat kasama si Maria Santos');
    expect(kadetFil.text).toMatch(/^Kumusta, Juan!\n/);
    expect(kadetFil.text).toContain(whenIn(mixed, 'Asia/Manila', 'fil'));
    expect(kadetFil.text.match(/https:\/\/\S+/g)).toEqual(kadetEn.text.match(/https:\/\/\S+/g));
    // The coach of the same booking writes English: their e-mail stays English, in their zone.
    const coach = bookingMail(mixed, 'coach', kind, { links: { schedule: links.schedule }, kadetTimeZone: 'Asia/Manila' });
    expect(coach.subject).toMatch(/: Career chat with Juan$/);
    expect(coach.text).toContain(whenIn(mixed, 'Asia/Singapore', 'en'));
  });

  it('write the date in Filipino for a Filipino reader, in their time zone', () => {
    expect(whenIn(booking('fil', 'fil'), 'Asia/Manila', 'fil')).toBe('Huwebes, Disyembre 10, 2026, 10:00 AM – 10:30 AM (Asia/Manila)');
    const coach = bookingMail(booking('en', 'fil'), 'coach', 'confirmed', {
      links: { schedule: links.schedule },
      kadetTimeZone: 'Asia/Manila',
    });
    expect(coach.subject).toBe('Naka-book na: Career chat kasama si Juan');
    expect(coach.text).toContain('Huwebes, Disyembre 10, 2026, 10:00 AM – 10:30 AM (Asia/Singapore)');
    expect(coach.text).toContain('Ang ibinahagi ng iyong Kadet:');
    expect(coach.text).toContain('Nursing or engineering?');
  });

  it('tell a Filipino Kadet why and how late a session was cancelled, with the calendar cancellation attached', () => {
    const ics = { method: 'CANCEL' as const, content: 'BEGIN:VCALENDAR\nMETHOD:CANCEL\nEND:VCALENDAR' };
    const mail = bookingMail(booking('fil', 'en'), 'kadet', 'cancelled', {
      ics,
      links: { schedule: links.schedule },
      kadetTimeZone: 'Asia/Manila',
    });
    expect(mail.subject).toBe('Kinansela: Career chat kasama si Maria Santos');
    expect(mail.text).toContain('Ibinigay na dahilan: May sakit ako.');
    expect(mail.text).toContain('Late cancel ito');
    expect(mail.text).not.toContain('token=');
    expect(mail.calendar).toEqual({ ...ics, filename: 'invite.ics' });
  });
});
