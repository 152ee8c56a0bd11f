import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CalendarParseError, readAvailability, type AvailabilityRead } from './availability-reader';

const coaches: ReadonlyMap<string, string> = new Map([
  ['ana@coach.ph', 'coach-ana'],
  ['ben@coach.ph', 'coach-ben'],
]);
const schedulingEmail = 'Schedule@Lakbay.ph';

function fixture(name: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
}

function read(name: string, from: string, to: string): AvailabilityRead {
  return readAvailability(fixture(name), { coaches, schedulingEmail, from: new Date(from), to: new Date(to) });
}

// Windows as plain strings, so a failure shows every field at once.
function spans(result: AvailabilityRead): string[] {
  return result.windows.map((w) => `${w.coachId} ${w.start.toISOString()} ${w.end.toISOString()} ${w.uid}`);
}

describe('readAvailability', () => {
  describe('recurring events', () => {
    it('expands a weekly event without its EXDATE, with its moved occurrence, without cancelled or free occurrences', () => {
      const result = read('weekly-exceptions.ics', '2026-11-01T00:00:00Z', '2026-12-15T00:00:00Z');
      expect(spans(result)).toEqual([
        'coach-ana 2026-11-02T01:00:00.000Z 2026-11-02T03:00:00.000Z weekly-ana@example.test',
        // 2026-11-09 is an EXDATE; 2026-11-16 moved from 09:00 to 14:00-15:30 Manila.
        'coach-ana 2026-11-16T06:00:00.000Z 2026-11-16T07:30:00.000Z weekly-ana@example.test',
        // 2026-11-23 cancelled, 2026-11-30 transparent: both left out.
        'coach-ana 2026-12-07T01:00:00.000Z 2026-12-07T03:00:00.000Z weekly-ana@example.test',
        'coach-ana 2026-12-14T01:00:00.000Z 2026-12-14T03:00:00.000Z weekly-ana@example.test',
      ]);
      expect(result.events).toBe(5);
      expect(result.problems).toEqual([]);
    });

    it('leaves out a cancelled event', () => {
      const result = read('weekly-exceptions.ics', '2026-11-03T00:00:00Z', '2026-11-05T00:00:00Z');
      expect(result.windows).toEqual([]);
    });

    it('keeps 09:00 New York time across the November change, so the UTC start moves by an hour', () => {
      const result = read('dst-new-york.ics', '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z');
      expect(spans(result)).toEqual([
        'coach-ben 2026-10-19T13:00:00.000Z 2026-10-19T15:00:00.000Z fall-ben@example.test',
        'coach-ben 2026-10-26T13:00:00.000Z 2026-10-26T15:00:00.000Z fall-ben@example.test',
        'coach-ben 2026-11-02T14:00:00.000Z 2026-11-02T16:00:00.000Z fall-ben@example.test',
        'coach-ben 2026-11-09T14:00:00.000Z 2026-11-09T16:00:00.000Z fall-ben@example.test',
      ]);
    });

    it('keeps 09:00 New York time across the March change', () => {
      const result = read('dst-new-york.ics', '2027-02-01T00:00:00Z', '2027-04-01T00:00:00Z');
      expect(spans(result)).toEqual([
        'coach-ben 2027-03-01T14:00:00.000Z 2027-03-01T16:00:00.000Z spring-ben@example.test',
        'coach-ben 2027-03-08T14:00:00.000Z 2027-03-08T16:00:00.000Z spring-ben@example.test',
        'coach-ben 2027-03-15T13:00:00.000Z 2027-03-15T15:00:00.000Z spring-ben@example.test',
        'coach-ben 2027-03-22T13:00:00.000Z 2027-03-22T15:00:00.000Z spring-ben@example.test',
      ]);
    });

    it('returns only occurrences overlapping the range, clipped to it', () => {
      const result = read('weekly-exceptions.ics', '2026-11-02T02:00:00Z', '2026-12-14T02:30:00Z');
      expect(spans(result)).toEqual([
        'coach-ana 2026-11-02T02:00:00.000Z 2026-11-02T03:00:00.000Z weekly-ana@example.test',
        'coach-ana 2026-11-16T06:00:00.000Z 2026-11-16T07:30:00.000Z weekly-ana@example.test',
        'coach-ana 2026-12-07T01:00:00.000Z 2026-12-07T03:00:00.000Z weekly-ana@example.test',
        'coach-ana 2026-12-14T01:00:00.000Z 2026-12-14T02:30:00.000Z weekly-ana@example.test',
      ]);
    });

    it('leaves out an occurrence that only touches the range', () => {
      const result = read('weekly-exceptions.ics', '2026-11-02T03:00:00Z', '2026-11-16T06:00:00Z');
      expect(result.windows).toEqual([]);
    });
  });

  describe('event rules', () => {
    const result = read('rules.ics', '2026-11-01T00:00:00Z', '2026-11-15T00:00:00Z');

    it('counts events whose subject holds "coaching" or "session" in any case, whatever the organiser spelling', () => {
      expect(spans(result)).toEqual([
        // COACHING, organiser MAILTO:Ana@Coach.PH.
        'coach-ana 2026-11-02T01:00:00.000Z 2026-11-02T02:00:00.000Z upper-case@example.test',
        // Session, organiser without mailto:, DURATION:PT1H30M instead of DTEND.
        'coach-ana 2026-11-03T01:00:00.000Z 2026-11-03T02:30:00.000Z title-case@example.test',
        // A floating time is read as UTC.
        'coach-ana 2026-11-09T09:00:00.000Z 2026-11-09T10:00:00.000Z floating@example.test',
      ]);
      expect(result.windows[0]?.summary).toBe('COACHING WITH ANA');
      expect(result.events).toBe(8);
    });

    it('leaves out lunch, declined and transparent events without a problem, and explains the rest', () => {
      expect(result.problems).toEqual([
        '"Coaching hours" (uid stranger@example.test): organiser stranger@example.test is not an active coach',
        '"Coaching day" (uid all-day@example.test): is an all-day event; give it start and end times to offer them',
      ]);
    });

    it("files each problem under its organiser, so a coach is shown their own events' problems only", () => {
      expect(result.problemsByOrganiser['stranger@example.test']).toEqual([
        '"Coaching hours" (uid stranger@example.test): organiser stranger@example.test is not an active coach',
      ]);
      expect(Object.values(result.problemsByOrganiser).flat()).toHaveLength(result.problems.length);
    });

    it('still counts an event the scheduling address has not declined', () => {
      const accepted = fixture('rules.ics').replace('PARTSTAT=DECLINED;CN=Scheduling', 'PARTSTAT=ACCEPTED;CN=Scheduling');
      const again = readAvailability(accepted, {
        coaches,
        schedulingEmail,
        from: new Date('2026-11-04T00:00:00Z'),
        to: new Date('2026-11-05T00:00:00Z'),
      });
      expect(spans(again)).toEqual(['coach-ana 2026-11-04T01:00:00.000Z 2026-11-04T03:00:00.000Z declined@example.test']);
    });
  });

  describe('time zones', () => {
    const result = read('windows-zones.ics', '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z');

    it('maps Windows zone names to IANA zones and reads floating times as UTC despite a VTIMEZONE', () => {
      expect(spans(result)).toEqual([
        // Pacific Standard Time: 09:00 PDT, then 09:00 PST after 2026-11-01.
        'coach-ben 2026-10-26T16:00:00.000Z 2026-10-26T17:00:00.000Z pacific@example.test',
        'coach-ana 2026-11-02T01:00:00.000Z 2026-11-02T03:00:00.000Z taipei@example.test',
        'coach-ben 2026-11-02T17:00:00.000Z 2026-11-02T18:00:00.000Z pacific@example.test',
        'coach-ben 2026-11-03T10:00:00.000Z 2026-11-03T11:30:00.000Z singapore@example.test',
        'coach-ben 2026-11-05T09:00:00.000Z 2026-11-05T10:00:00.000Z floating@example.test',
      ]);
    });

    it('reports an event in an unknown zone instead of guessing', () => {
      expect(result.problems).toEqual(['"Coaching hours (Mars)" (uid mars@example.test): time zone Mars/Olympus is unknown']);
    });
  });

  describe('merging', () => {
    it("merges a coach's overlapping and touching windows, keeping the first uid, and not another coach's", () => {
      const result = read('overlapping.ics', '2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z');
      expect(spans(result)).toEqual([
        'coach-ana 2026-11-02T01:00:00.000Z 2026-11-02T05:00:00.000Z morning@example.test',
        'coach-ben 2026-11-02T02:30:00.000Z 2026-11-02T03:30:00.000Z ben-same-time@example.test',
        'coach-ana 2026-11-02T06:00:00.000Z 2026-11-02T07:00:00.000Z afternoon@example.test',
      ]);
      expect(result.windows[0]?.summary).toBe('Coaching morning');
    });
  });

  describe('faulty feeds', () => {
    it('throws a CalendarParseError for text that is not iCalendar', () => {
      expect(() => read('not-a-calendar.ics', '2026-11-01T00:00:00Z', '2026-11-15T00:00:00Z')).toThrow(CalendarParseError);
      expect(() => read('not-a-calendar.ics', '2026-11-01T00:00:00Z', '2026-11-15T00:00:00Z')).toThrow(
        'The calendar feed is not iCalendar data: it has no BEGIN:VCALENDAR line.',
      );
    });

    it('throws a CalendarParseError for a calendar with no content at all', () => {
      const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
      const opts = { coaches, schedulingEmail, from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z') };
      expect(() => readAvailability(ics, opts)).toThrow(CalendarParseError);
    });

    it('reads an empty but valid calendar as no windows and no problems', () => {
      expect(read('empty.ics', '2026-11-01T00:00:00Z', '2026-11-15T00:00:00Z')).toEqual({
        windows: [],
        events: 0,
        problems: [],
        problemsByOrganiser: {},
      });
    });

    it('skips malformed events with a problem line and keeps the others', () => {
      const result = read('broken-event.ics', '2026-11-01T00:00:00Z', '2026-11-15T00:00:00Z');
      expect(spans(result)).toEqual(['coach-ana 2026-11-05T01:00:00.000Z 2026-11-05T03:00:00.000Z fine@example.test']);
      expect(result.events).toBe(4);
      expect(result.problems).toEqual([
        'Event 1 (uid twice-started@example.test) could not be read: duplicate DTSTART encountered, line=DTSTART:20261102T020000Z',
        'Event 2 (uid bad-rule@example.test) could not be read: Invalid FREQ value: FORTNIGHTLY',
        '"Coaching hours" (uid no-date@example.test): has no valid start time',
      ]);
    });

    it('lists at most 50 problems, then how many more', () => {
      const strangers = Array.from(
        { length: 53 },
        (_, i) =>
          `BEGIN:VEVENT\r\nUID:s${i}\r\nSUMMARY:Coaching\r\nDTSTART:20261102T010000Z\r\nDTEND:20261102T020000Z\r\nORGANIZER:mailto:s${i}@x.test\r\nEND:VEVENT`,
      );
      const ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${strangers.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
      const result = readAvailability(ics, { coaches, schedulingEmail, from: new Date('2026-11-01'), to: new Date('2026-11-03') });
      expect(result.events).toBe(53);
      expect(result.problems).toHaveLength(51);
      expect(result.problems[0]).toBe('"Coaching" (uid s0): organiser s0@x.test is not an active coach');
      expect(result.problems[50]).toBe('... and 3 more');
    });
  });
});
