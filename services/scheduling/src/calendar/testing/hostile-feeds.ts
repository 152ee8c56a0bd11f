/**
 * Calendar feeds that a careless or hostile coach, or a broken download, can produce: written here
 * so the unit tests, the integration test and the bench read the same ones. Times are UTC from a
 * given day, so a test chooses its range.
 */

export interface EventSpec {
  uid: string;
  organiser: string;
  start: Date;
  minutes?: number;
  summary?: string;
  rrule?: string;
  /** The scheduling address invited (as it is to every availability event). */
  attendee?: string;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** One VEVENT's lines. */
export function vevent(spec: EventSpec): string {
  const end = new Date(spec.start.getTime() + (spec.minutes ?? 60) * 60_000);
  return [
    'BEGIN:VEVENT',
    `UID:${spec.uid}`,
    `DTSTAMP:${stamp(spec.start)}`,
    `DTSTART:${stamp(spec.start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${spec.summary ?? 'Coaching hours'}`,
    `ORGANIZER;CN=Koach:mailto:${spec.organiser}`,
    `ATTENDEE;PARTSTAT=ACCEPTED:mailto:${spec.attendee ?? 'schedule@lakbay.ph'}`,
    ...(spec.rrule ? [`RRULE:${spec.rrule}`] : []),
    'END:VEVENT',
  ].join('\r\n');
}

/** A whole feed around the events (complete, unless cut). */
export function feed(events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lakbay tests//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

const hours = (from: Date, n: number) => new Date(from.getTime() + n * 3_600_000);

/** A coach's ordinary week: weekday mornings, 09:00-12:00 UTC, every week. */
export const weekdayMornings = (organiser: string, from: Date, uid = `mornings-${organiser}`) =>
  vevent({ uid, organiser, start: hours(from, 9), minutes: 180, rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' });

/**
 * Events that each repeat every minute, just under rrule's own 10,000-occurrence limit: a few
 * hundred of them kept the old reader busy for minutes and grew the process by gigabytes.
 */
export const everyMinute = (organiser: string, from: Date, count: number) =>
  Array.from({ length: count }, (_, i) =>
    vevent({ uid: `minutely-${i}-${organiser}`, organiser, start: hours(from, i % 24), minutes: 1, rrule: 'FREQ=MINUTELY;COUNT=9999' }),
  );

/** Single one-hour events an hour apart (a coach who pastes a year of slots one by one). */
export const singles = (organiser: string, from: Date, count: number) =>
  Array.from({ length: count }, (_, i) => vevent({ uid: `single-${i}-${organiser}`, organiser, start: hours(from, 2 * i), minutes: 60 }));

/** Events that are not availability (no 'coaching' or 'session' in the subject): a busy shared calendar. */
export const plainEvents = (organiser: string, from: Date, count: number) =>
  Array.from({ length: count }, (_, i) =>
    vevent({
      uid: `plain-${i}-${organiser}`,
      organiser,
      start: hours(from, i % 2000),
      minutes: 30,
      summary: `Team stand-up number ${i} with a longer title`,
    }),
  );

/** A feed cut off in the middle, as a broken download leaves it: no END:VCALENDAR. */
export const cutShort = (whole: string) => whole.slice(0, Math.floor(whole.length * 0.6));

/** A stray component that never ends, which makes node-ical drop the events before it. */
export const withStrayComponent = (events: string[]) => feed([events[0] ?? '', 'BEGIN:VTODO', ...events.slice(1)]);
