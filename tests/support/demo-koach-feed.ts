const HOUR = 3600_000;
export const SCHEDULING_EMAIL = 'schedule@demo.lakbay.ph';
const DEMO_KOACH = { email: 'koach@demo.lakbay.ph', name: 'Demo Koach' };

const stamp = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A window of another coach in the same feed (the organiser's e-mail makes it theirs). */
export interface OtherCoachWindow {
  organizer: { email: string; name: string };
  start: Date;
}

/**
 * An iCalendar feed of the demo Koach's windows, one event per start (each `hours` long), to which
 * the scheduling address is invited: what CALENDAR_ICS_URL points at in the booking suites. `also`
 * adds windows of other coaches.
 */
export function demoKoachFeed(
  starts: Date[],
  { uid = 'w', hours = 4, summary = 'Coaching hours', also = [] as OtherCoachWindow[] } = {},
): string {
  const event = (i: number, start: Date, organizer: { email: string; name: string }) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}${i}@test`,
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + hours * HOUR))}`,
      `SUMMARY:${summary}`,
      `ORGANIZER;CN=${organizer.name}:mailto:${organizer.email}`,
      `ATTENDEE;PARTSTAT=ACCEPTED:mailto:${SCHEDULING_EMAIL}`,
      'END:VEVENT',
    ].join('\r\n');
  const events = [...starts.map((start) => ({ start, organizer: DEMO_KOACH })), ...also].map((w, i) => event(i, w.start, w.organizer));
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lakbay tests//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}
