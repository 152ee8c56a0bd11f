import { readAvailability } from './availability-reader';
import { demoCalendarIcs, type DemoCalendarCoach } from './demo-calendar';

const coaches: DemoCalendarCoach[] = [
  {
    email: 'Ana@Coach.ph',
    name: 'Ana Reyes',
    timeZone: 'Asia/Manila',
    hours: [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 3, start: '14:00', end: '17:30' },
    ],
  },
  // UTC-5 all year: Friday evening there is Saturday in UTC.
  { email: 'ben@coach.ph', name: 'Ben Cruz', timeZone: 'America/Bogota', hours: [{ weekday: 5, start: '20:00', end: '23:00' }] },
];
const coachIds = new Map([
  ['ana@coach.ph', 'coach-ana'],
  ['ben@coach.ph', 'coach-ben'],
]);
const schedulingEmail = 'schedule@lakbay.ph';
const anchor = new Date('2026-11-25T12:00:00Z');

// Weekday (ISO) and 'HH:MM' of an instant on the wall clock of a zone.
function local(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday') ?? '') + 1;
  return `${weekday} ${part('hour')}:${part('minute')}`;
}

function uids(ics: string): string[] {
  return [...ics.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]?.trim() ?? '');
}

describe('demoCalendarIcs', () => {
  const ics = demoCalendarIcs(coaches, schedulingEmail, anchor);
  // Long lines are folded (RFC 5545 3.1); assertions read them whole.
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const eightWeeks = { coaches: coachIds, schedulingEmail, from: anchor, to: new Date(anchor.getTime() + 56 * 86_400_000) };

  it("reads back as each coach's hours on the right local weekday and times for the next 8 weeks", () => {
    const result = readAvailability(ics, eightWeeks);
    expect(result.problems).toEqual([]);
    const seen = result.windows.map((w) => {
      const coach = w.coachId === 'coach-ana' ? coaches[0] : coaches[1];
      return `${w.coachId} ${local(w.start, coach?.timeZone ?? '')}-${local(w.end, coach?.timeZone ?? '').slice(2)}`;
    });
    const count = (entry: string) => seen.filter((s) => s === entry).length;
    expect(count('coach-ana 1 09:00-12:00')).toBe(8);
    expect(count('coach-ana 3 14:00-17:30')).toBe(8);
    expect(count('coach-ben 5 20:00-23:00')).toBe(8);
    expect(seen).toHaveLength(24);
    // Friday 20:00 in Bogota is Saturday 01:00 UTC.
    expect(result.windows.find((w) => w.coachId === 'coach-ben')?.start.toISOString()).toBe('2026-11-28T01:00:00.000Z');
  });

  it('starts each weekly event in the week before the anchor, with no end', () => {
    const firstStarts = [...ics.matchAll(/^DTSTART:(\d{8}T\d{6}Z)$/gm)].map((m) => m[1]);
    expect(firstStarts.slice(0, 3)).toEqual(['20261123T010000Z', '20261118T060000Z', '20261121T010000Z']);
    expect(ics).toMatch(/^RRULE:FREQ=WEEKLY\r?$/m);
    expect(ics).not.toContain('UNTIL');
  });

  it('names the coach as organiser and the scheduling address as an accepting attendee', () => {
    expect(ics).toContain('SUMMARY:Coaching hours with Ana Reyes');
    expect(ics).toContain('SUMMARY:Mentoring session (open slots)');
    expect(ics).toMatch(/ORGANIZER;CN="?Ana Reyes"?:mailto:Ana@Coach\.ph/);
    expect(unfolded).toMatch(/ATTENDEE;[^\r\n]*PARTSTAT=ACCEPTED[^\r\n]*:MAILTO:schedule@lakbay\.ph/i);
  });

  it('holds a cancelled, a declined and a transparent event that the reader leaves out', () => {
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toMatch(/PARTSTAT=DECLINED/);
    expect(ics).toContain('TRANSP:TRANSPARENT');
    const result = readAvailability(ics, eightWeeks);
    expect(result.events).toBe(6);
    const decoyUids = uids(ics).slice(3);
    expect(decoyUids).toHaveLength(3);
    expect(result.windows.filter((w) => decoyUids.includes(w.uid))).toEqual([]);
    // The decoys sit at 05:00 Manila, an hour no coach offers.
    expect(result.windows.some((w) => local(w.start, 'Asia/Manila').endsWith('05:00'))).toBe(false);
  });

  it('keeps the same UIDs when the feed is generated again later', () => {
    const later = demoCalendarIcs(coaches, schedulingEmail, new Date('2027-01-10T08:00:00Z'));
    expect(uids(later)).toEqual(uids(ics));
    expect(new Set(uids(ics)).size).toBe(6);
  });

  it('refuses a zone with daylight saving time and hours that end before they start', () => {
    const newYork: DemoCalendarCoach = {
      email: 'nia@coach.ph',
      name: 'Nia',
      timeZone: 'America/New_York',
      hours: [{ weekday: 2, start: '09:00', end: '10:00' }],
    };
    expect(() => demoCalendarIcs([newYork], schedulingEmail, anchor)).toThrow(/America\/New_York observes daylight saving time/);
    const backwards: DemoCalendarCoach = { ...newYork, timeZone: 'Asia/Manila', hours: [{ weekday: 2, start: '10:00', end: '09:00' }] };
    expect(() => demoCalendarIcs([backwards], schedulingEmail, anchor)).toThrow(
      new RangeError("Demo hours 10:00-09:00 are not 'HH:MM' times with the end after the start"),
    );
  });
});
