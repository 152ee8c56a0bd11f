import { createHash } from 'node:crypto';
import ical, {
  ICalAttendeeStatus,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalEventData,
} from 'ical-generator';

/** A coach of the standalone demo and the weekly hours their demo calendar offers. */
export interface DemoCalendarCoach {
  email: string;
  name: string;
  /** IANA zone the hours are in; must not observe daylight saving time (see demoCalendarIcs). */
  timeZone: string;
  hours: Array<{
    /** ISO weekday, 1 = Monday. */
    weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
    /** 'HH:MM', local time in timeZone. */
    start: string;
    /** 'HH:MM', local time in timeZone, after start on the same day. */
    end: string;
  }>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The standalone demo's scheduling feed: one weekly event per hours entry (first occurrence in
 * the week before anchor, no end), organised by the coach with the scheduling address accepted,
 * plus one cancelled, one declined and one transparent event that must not count as availability.
 */
export function demoCalendarIcs(coaches: DemoCalendarCoach[], schedulingEmail: string, anchor: Date): string {
  const calendar = ical({ name: 'Lakbay demo scheduling', prodId: { company: 'Lakbay', product: 'demo-calendar', language: 'EN' } });
  const scheduling = { email: schedulingEmail, name: 'Lakbay scheduling' };
  for (const coach of coaches) {
    const offset = fixedOffsetMs(coach.timeZone, anchor);
    coach.hours.forEach((hours, index) => {
      const day = firstDayBefore(anchor, offset, hours.weekday);
      calendar.createEvent({
        id: stableUid(coach.email, String(index)),
        stamp: anchor,
        start: new Date(day + minutesOf(hours.start) * 60_000 - offset),
        end: new Date(day + minutesOf(hours.end, hours.start) * 60_000 - offset),
        repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
        summary: index % 2 === 0 ? `Coaching hours with ${coach.name}` : 'Mentoring session (open slots)',
        organizer: { name: coach.name, email: coach.email },
        attendees: [{ ...scheduling, status: ICalAttendeeStatus.ACCEPTED }],
      });
    });
  }
  const first = coaches[0];
  if (first) {
    for (const decoy of decoys(first, scheduling, anchor)) {
      calendar.createEvent(decoy);
    }
  }
  return calendar.toString();
}

// One event per rule the reader applies, each at 05:00-06:00 local on the days after anchor,
// an hour no demo coach offers, so a decoy that slipped through would show.
function decoys(coach: DemoCalendarCoach, scheduling: { email: string; name: string }, anchor: Date): ICalEventData[] {
  const offset = fixedOffsetMs(coach.timeZone, anchor);
  const today = localDay(anchor, offset);
  const at = (days: number) => ({
    stamp: anchor,
    start: new Date(today + days * DAY + 5 * HOUR - offset),
    end: new Date(today + days * DAY + 6 * HOUR - offset),
    organizer: { name: coach.name, email: coach.email },
  });
  return [
    {
      ...at(1),
      id: stableUid(coach.email, 'cancelled'),
      summary: `Coaching hours with ${coach.name} (cancelled)`,
      status: ICalEventStatus.CANCELLED,
      attendees: [{ ...scheduling, status: ICalAttendeeStatus.ACCEPTED }],
    },
    {
      ...at(2),
      id: stableUid(coach.email, 'declined'),
      summary: `Coaching hours with ${coach.name} (declined by scheduling)`,
      attendees: [{ ...scheduling, status: ICalAttendeeStatus.DECLINED }],
    },
    {
      ...at(3),
      id: stableUid(coach.email, 'transparent'),
      summary: `Coaching session prep for ${coach.name} (free time)`,
      transparency: ICalEventTransparency.TRANSPARENT,
      attendees: [{ ...scheduling, status: ICalAttendeeStatus.ACCEPTED }],
    },
  ];
}

// The same coach and entry give the same UID on every run, so a regenerated feed updates
// the events calendar clients already hold instead of duplicating them.
function stableUid(email: string, key: string): string {
  const digest = createHash('sha256').update(`${email.trim().toLowerCase()}#${key}`).digest('hex');
  return `demo-${digest.slice(0, 24)}@lakbay.demo`;
}

// The demo writes UTC times worked out from the coach's local hours instead of TZID plus a
// VTIMEZONE: ical-generator needs another package to produce VTIMEZONE blocks. UTC weekly
// rules keep the local hour only in zones without daylight saving time (the demo's Asian
// zones), so any other zone is refused rather than allowed to drift by an hour.
function fixedOffsetMs(timeZone: string, anchor: Date): number {
  const offset = offsetAt(timeZone, anchor.getTime());
  for (let month = 1; month <= 12; month += 1) {
    if (offsetAt(timeZone, anchor.getTime() + month * 30 * DAY) !== offset) {
      throw new RangeError(
        `Demo coach time zone ${timeZone} observes daylight saving time; the demo feed supports fixed-offset zones only`,
      );
    }
  }
  return offset;
}

// Local wall time minus UTC at an instant, in milliseconds.
function offsetAt(timeZone: string, instant: number): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (instant - (instant % 1000));
}

// Midnight of the local day holding instant, as a UTC-based wall-clock millisecond count.
function localDay(instant: Date, offset: number): number {
  const wall = instant.getTime() + offset;
  return wall - (((wall % DAY) + DAY) % DAY);
}

// The local day with the given ISO weekday among the seven days before anchor's local day.
function firstDayBefore(anchor: Date, offset: number, weekday: number): number {
  const weekBefore = localDay(anchor, offset) - 7 * DAY;
  const isoWeekday = ((new Date(weekBefore).getUTCDay() + 6) % 7) + 1;
  return weekBefore + ((weekday - isoWeekday + 7) % 7) * DAY;
}

function minutesOf(time: string, after?: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!(minutes <= 24 * 60) || (after !== undefined && minutes <= minutesOf(after))) {
    throw new RangeError(`Demo hours ${after ? `${after}-${time}` : time} are not 'HH:MM' times with the end after the start`);
  }
  return minutes;
}
