import type { Language } from '@lakbay/contracts';
import { JOB_DATA_CLASS } from '@lakbay/contracts/jobs.dto';
import { payloadRefusal } from '@lakbay/platform';
import { BookingRow } from '../entities/booking.entity';
import { type BookingMailKind, bookingIcs, bookingMail, whenIn } from './booking-mails';

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
    coachFirstName: 'Maria',
    coachEmail: 'maria@demo.lakbay.ph',
    coachTimeZone: 'Asia/Singapore',
    coachLanguage,
    meetingLink: 'https://meet.jit.si/lakbay-demo-maria',
    kadetName: 'Juan dela Cruz',
    kadetFirstName: 'Juan',
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
      const mail = bookingMail(booking('fil', 'en'), to, kind, { ics, links });
      expect(payloadRefusal(JOB_DATA_CLASS['mail.send'], JSON.parse(JSON.stringify(mail)))).toBeUndefined();
    }
  });

  it.each(KINDS)('%s: each side reads it in their own language, with the same times and links', (kind) => {
    const mixed = booking('fil', 'en');
    const kadetFil = bookingMail(mixed, 'kadet', kind, { links });
    const kadetEn = bookingMail(booking('en', 'en'), 'kadet', kind, { links });
    expect(kadetFil.subject).not.toBe(kadetEn.subject);
    expect(kadetFil.subject).toContain('Career chat kasama si Maria Santos');
    expect(kadetFil.text).toMatch(/^Kumusta, Juan!\n/);
    expect(kadetFil.text).toContain(whenIn(mixed, 'Asia/Manila', 'fil'));
    expect(kadetFil.text.match(/https:\/\/\S+/g)).toEqual(kadetEn.text.match(/https:\/\/\S+/g));
    // The coach of the same booking writes English: their e-mail stays English, in their zone.
    const coach = bookingMail(mixed, 'coach', kind, { links: { schedule: links.schedule } });
    expect(coach.subject).toMatch(/: Career chat with Juan dela Cruz$/);
    expect(coach.text).toMatch(/^Hi Maria,\n/);
    expect(coach.text).toContain(whenIn(mixed, 'Asia/Singapore', 'en'));
  });

  it('write the date in Filipino for a Filipino reader, in their time zone', () => {
    expect(whenIn(booking('fil', 'fil'), 'Asia/Manila', 'fil')).toBe('Huwebes, Disyembre 10, 2026, 10:00 AM – 10:30 AM (Asia/Manila)');
    const coach = bookingMail(booking('en', 'fil'), 'coach', 'confirmed', {
      links: { schedule: links.schedule },
    });
    expect(coach.subject).toBe('Naka-book na: Career chat kasama si Juan dela Cruz');
    expect(coach.text).toMatch(/^Kumusta, Maria!\n/);
    expect(coach.text).toContain('Huwebes, Disyembre 10, 2026, 10:00 AM – 10:30 AM (Asia/Singapore)');
    expect(coach.text).toContain('Ang ibinahagi ng iyong Kadet:');
    expect(coach.text).toContain('Nursing or engineering?');
  });

  it('tell a Filipino Kadet why and how late a session was cancelled, with the calendar cancellation attached', () => {
    const ics = { method: 'CANCEL' as const, content: 'BEGIN:VCALENDAR\nMETHOD:CANCEL\nEND:VCALENDAR' };
    const mail = bookingMail(booking('fil', 'en'), 'kadet', 'cancelled', {
      ics,
      links: { schedule: links.schedule },
    });
    expect(mail.subject).toBe('Kinansela: Career chat kasama si Maria Santos');
    expect(mail.text).toContain('Ibinigay na dahilan: May sakit ako.');
    expect(mail.text).toContain('Late cancel ito');
    expect(mail.text).not.toContain('token=');
    expect(mail.calendar).toEqual({ ...ics, filename: 'invite.ics' });
  });

  describe('names', () => {
    it.each(['en', 'fil'] as const)('greet each side by first name and name the other in full (%s)', (language) => {
      const row = booking(language, language);
      const kadet = bookingMail(row, 'kadet', 'confirmed', { links });
      const coach = bookingMail(row, 'coach', 'confirmed', { links: { schedule: links.schedule } });
      expect(kadet.text.split('\n')[0]).toBe(language === 'en' ? 'Hi Juan,' : 'Kumusta, Juan!');
      expect(coach.text.split('\n')[0]).toBe(language === 'en' ? 'Hi Maria,' : 'Kumusta, Maria!');
      expect(coach.subject).toContain('Juan dela Cruz');
      expect(coach.text).toContain('Juan dela Cruz');
    });

    it.each(['en', 'fil'] as const)('greet "Hi there," when no first name was given, never by username (%s)', (language) => {
      const row = Object.assign(booking(language, language), { kadetFirstName: null, kadetName: 'juan_dc' });
      expect(bookingMail(row, 'kadet', 'reminder', { links }).text.split('\n')[0]).toBe(language === 'en' ? 'Hi there,' : 'Kumusta!');
    });

    it('name both people in full in the calendar invitation: summary and attendees', () => {
      const row = Object.assign(booking('en', 'en'), { icalUid: 'names@lakbay', version: 0 });
      const ics = bookingIcs(row, 'REQUEST', 'schedule@lakbay.ph', START).replace(/\r\n[ \t]/g, '');
      expect(ics).toContain('SUMMARY:Career chat: Juan dela Cruz with Maria Santos (Lakbay)');
      expect(ics).toMatch(/ATTENDEE;[^\r\n]*CN="Maria Santos"[^\r\n]*:mailto:maria@demo\.lakbay\.ph/i);
      expect(ics).toMatch(/ATTENDEE;[^\r\n]*CN="Juan dela Cruz"[^\r\n]*:mailto:juan@example\.ph/i);
    });
  });

  describe('time zones', () => {
    // 11:00 UTC: 7:00 PM in Manila, 3:00 PM in Dubai.
    const evening = new Date('2026-12-08T11:00:00Z');
    const dubaiKadet = () =>
      Object.assign(booking('en', 'en'), {
        startsAt: evening,
        endsAt: new Date(evening.getTime() + 30 * 60_000),
        coachTimeZone: 'Asia/Manila',
        kadetTimeZone: 'Asia/Dubai',
        icalUid: 'zone-test@lakbay',
        version: 0,
      });

    it.each(KINDS)("%s: the Kadet reads the times in the Kadet's zone, the coach in the coach's, each zone named", (kind) => {
      const row = dubaiKadet();
      const kadet = bookingMail(row, 'kadet', kind, { links });
      const coach = bookingMail(row, 'coach', kind, { links: { schedule: links.schedule } });
      expect(kadet.text).toContain('Tuesday, December 8, 2026, 3:00 PM – 3:30 PM (Asia/Dubai)');
      expect(kadet.text).not.toContain('Asia/Manila');
      expect(coach.text).toContain('Tuesday, December 8, 2026, 7:00 PM – 7:30 PM (Asia/Manila)');
      expect(coach.text).not.toContain('Asia/Dubai');
    });

    it('write a Filipino Kadet abroad the time of their zone in Filipino', () => {
      const row = Object.assign(dubaiKadet(), { kadetLanguage: 'fil' as const });
      expect(bookingMail(row, 'kadet', 'reminder', { links }).text).toContain('Martes, Disyembre 8, 2026, 3:00 PM – 3:30 PM (Asia/Dubai)');
    });

    it('give both sides one invitation in UTC instants, which their calendars show in their own zones', () => {
      const ics = bookingIcs(dubaiKadet(), 'REQUEST', 'schedule@demo.lakbay.ph', new Date('2026-12-01T00:00:00Z'));
      expect(ics).toContain('DTSTART:20261208T110000Z');
      expect(ics).toContain('DTEND:20261208T113000Z');
      expect(ics).not.toContain('TZID');
    });
  });
});
