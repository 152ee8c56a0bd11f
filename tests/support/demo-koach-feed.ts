const HOUR = 3600_000;
export const SCHEDULING_EMAIL = 'schedule@demo.lakbay.ph';

const stamp = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * An iCalendar feed of the demo Koach's windows, one event per start (each `hours` long), to which
 * the scheduling address is invited: what CALENDAR_ICS_URL points at in the booking suites.
 */
export function demoKoachFeed(starts: Date[], { uid = 'w', hours = 4, summary = 'Coaching hours' } = {}): string {
  const event = (i: number, start: Date) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}${i}@test`,
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + hours * HOUR))}`,
      `SUMMARY:${summary}`,
      'ORGANIZER;CN=Demo Koach:mailto:koach@demo.lakbay.ph',
      `ATTENDEE;PARTSTAT=ACCEPTED:mailto:${SCHEDULING_EMAIL}`,
      'END:VEVENT',
    ].join('\r\n');
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lakbay tests//EN', ...starts.map((s, i) => event(i, s)), 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}
