import { readAvailability } from './availability-reader';
import {
  CalendarBudgetError,
  CalendarIncompleteError,
  MAX_EVENTS,
  MAX_EVENTS_PER_COACH,
  MAX_OCCURRENCES_PER_COACH,
  MAX_OCCURRENCES_PER_EVENT,
  MAX_STRANGER_EVENTS,
  estimateOccurrences,
} from './feed-budget';
import { cutShort, everyMinute, feed, plainEvents, singles, vevent, weekdayMornings, withStrayComponent } from './testing/hostile-feeds';

const from = new Date('2026-12-07T00:00:00Z'); // a Monday
const to = new Date(from.getTime() + 63 * 24 * 3_600_000); // the booking horizon and a day each side
const coaches: ReadonlyMap<string, string> = new Map([
  ['good@coach.ph', 'coach-good'],
  ['bad@coach.ph', 'coach-bad'],
]);
const read = (ics: string) => readAvailability(ics, { coaches, schedulingEmail: 'schedule@lakbay.ph', from, to });
const windowsOf = (coachId: string, ics: string) => read(ics).windows.filter((w) => w.coachId === coachId);

describe('calendar feed budgets', () => {
  const good = weekdayMornings('good@coach.ph', from);
  const goodWindows = windowsOf('coach-good', feed([good])).length;

  it('has a good coach with weekday mornings to compare with', () => {
    expect(goodWindows).toBe(45); // nine weeks of five mornings
  });

  it('leaves out events that repeat every minute, from their rule alone, and reads the other coaches as before', () => {
    const result = read(feed([...everyMinute('bad@coach.ph', from, 300), good]));
    expect(result.windows.filter((w) => w.coachId === 'coach-good')).toHaveLength(goodWindows);
    expect(result.windows.filter((w) => w.coachId === 'coach-bad')).toHaveLength(0);
    const theirs = result.problemsByOrganiser['bad@coach.ph'] ?? [];
    expect(theirs).toHaveLength(300);
    expect(theirs[0]).toMatch(
      /^"Coaching hours" \(uid minutely-0-bad@coach\.ph\): repeats about 9999 times in the 63 days read, more than the 1000 read from one event; use one longer event per day or week instead$/,
    );
    expect(result.problemsByOrganiser['good@coach.ph']).toBeUndefined();
    // Admins see the first 50 and a count.
    expect(result.problems).toHaveLength(51);
    expect(result.problems.at(-1)).toBe('... and 250 more');
  });

  it(`reads at most ${MAX_EVENTS_PER_COACH} events of one coach and tells that coach`, () => {
    const result = read(feed([...singles('bad@coach.ph', from, 800), good]));
    expect(result.windows.filter((w) => w.coachId === 'coach-bad')).toHaveLength(MAX_EVENTS_PER_COACH);
    expect(result.windows.filter((w) => w.coachId === 'coach-good')).toHaveLength(goodWindows);
    expect(result.problemsByOrganiser['bad@coach.ph']).toEqual([
      `bad@coach.ph: 300 more events were left out; at most ${MAX_EVENTS_PER_COACH} events per Koach are read. Use recurring events instead of many single ones`,
    ]);
  });

  it(`reads at most ${MAX_OCCURRENCES_PER_COACH} times per coach, summing their events' rules`, () => {
    // Each repeats hourly 400 times: under the per-event cap; the sixth would pass the coach's cap.
    // Ten minutes each, eleven apart within the hour, so no two windows touch and none merge.
    const hourly = Array.from({ length: 8 }, (_, i) =>
      vevent({
        uid: `hourly-${i}`,
        organiser: 'bad@coach.ph',
        start: new Date(from.getTime() + i * 11 * 60_000),
        minutes: 10,
        rrule: 'FREQ=HOURLY;COUNT=400',
      }),
    );
    const result = read(feed([...hourly, good]));
    expect(result.windows.filter((w) => w.coachId === 'coach-bad')).toHaveLength(5 * 400);
    expect(result.problemsByOrganiser['bad@coach.ph']).toEqual([
      `bad@coach.ph: 3 more events were left out; at most ${MAX_OCCURRENCES_PER_COACH} times per Koach are read in the 63 days ahead`,
    ]);
    expect(result.windows.filter((w) => w.coachId === 'coach-good')).toHaveLength(goodWindows);
  });

  it(`reads ${MAX_STRANGER_EVENTS} events of organisers who are not coaches, to report them, and counts the rest`, () => {
    const result = read(feed([...singles('stranger@example.ph', from, 1000), good]));
    expect(result.windows.filter((w) => w.coachId === 'coach-good')).toHaveLength(goodWindows);
    expect(result.problems[0]).toBe('800 more events from addresses that are not active Koaches were not read');
    expect(result.problems[1]).toMatch(
      /^"Coaching hours" \(uid single-0-stranger@example\.ph\): organiser stranger@example\.ph is not an active coach$/,
    );
    expect(result.problems.at(-1)).toBe('... and 151 more');
    const all = readAvailability(feed([...singles('stranger@example.ph', from, 1000)]), {
      coaches,
      schedulingEmail: 'schedule@lakbay.ph',
      from,
      to,
    });
    expect(all.windows).toEqual([]);
  });

  it('does not parse events that are not availability, however many', () => {
    const result = read(feed([...plainEvents('good@coach.ph', from, 20_000), good]));
    expect(result.events).toBe(20_001);
    expect(result.windows).toHaveLength(goodWindows);
    expect(result.problems).toEqual([]);
  });

  it(`refuses a feed of more than ${MAX_EVENTS} availability events as a whole`, () => {
    const many = new Map(Array.from({ length: 41 }, (_, i) => [`koach${i}@coach.ph`, `coach-${i}`] as const));
    const events = [...many.keys()].flatMap((email) => singles(email, from, 500));
    expect(() => readAvailability(feed(events), { coaches: many, schedulingEmail: 'schedule@lakbay.ph', from, to })).toThrow(
      new CalendarBudgetError(
        `The calendar feed has 20500 availability events, more than the ${MAX_EVENTS} one sync reads; nothing was changed`,
      ),
    );
  });
});

describe('incomplete and damaged feeds', () => {
  const whole = feed([weekdayMornings('good@coach.ph', from), weekdayMornings('bad@coach.ph', from)]);

  it('refuses a feed cut short (no END:VCALENDAR) instead of reading it as fewer hours', () => {
    expect(() => read(cutShort(whole))).toThrow(CalendarIncompleteError);
    expect(() => read(whole.replace('END:VCALENDAR', ''))).toThrow(
      'The calendar feed is incomplete: it stops before END:VCALENDAR, as a download cut short does.',
    );
  });

  it('refuses an event that never ends, and a component that does not nest', () => {
    expect(() => read(whole.replace('END:VEVENT', ''))).toThrow(
      'The calendar feed is damaged: END:VCALENDAR comes where VEVENT should end (a component is not closed).',
    );
    const stray = withStrayComponent([weekdayMornings('good@coach.ph', from), weekdayMornings('bad@coach.ph', from)]);
    expect(() => read(stray)).toThrow(
      'The calendar feed is damaged: END:VCALENDAR comes where VTODO should end (a component is not closed).',
    );
  });

  it('refuses a feed whose events get lost in parsing', () => {
    // node-ical reads component names in capitals only: this event's lines become calendar properties.
    const damaged = whole.replace('BEGIN:VEVENT', 'begin:vevent').replace('END:VEVENT', 'end:vevent');
    expect(() => read(damaged)).toThrow(
      new CalendarIncompleteError('The calendar feed lost 1 of 2 events in reading (uid mornings-good@coach.ph); it looks damaged'),
    );
  });

  it('reads the same feed whole', () => {
    expect(read(whole).windows).toHaveLength(90);
  });
});

describe('estimateOccurrences', () => {
  const estimate = (rrule: string | null, rdates = 0) => estimateOccurrences({ rrule, rdates }, from, to);

  it('counts the periods of the range for each frequency, at most the COUNT, none after UNTIL', () => {
    expect(estimate(null)).toBe(1);
    expect(estimate(null, 3)).toBe(4);
    expect(estimate('FREQ=DAILY')).toBe(64);
    expect(estimate('FREQ=DAILY;INTERVAL=2')).toBe(32);
    expect(estimate('FREQ=WEEKLY')).toBe(10);
    expect(estimate('FREQ=WEEKLY;BYDAY=MO,WE,FR')).toBe(30);
    expect(estimate('FREQ=MONTHLY;BYDAY=MO')).toBe(15);
    expect(estimate('FREQ=HOURLY')).toBe(63 * 24 + 1);
    expect(estimate('FREQ=MINUTELY')).toBe(63 * 24 * 60 + 1);
    expect(estimate('FREQ=MINUTELY;COUNT=9999')).toBe(9999);
    expect(estimate('FREQ=DAILY;UNTIL=20261201T000000Z')).toBe(0);
    expect(estimate('FREQ=DAILY;UNTIL=20261210')).toBe(4);
    expect(estimate('FREQ=SOMETIMES')).toBe(1);
  });

  it('adds what BY parts finer than the frequency expand, within the days of the range', () => {
    expect(estimate('FREQ=DAILY;BYHOUR=9,10,11,12')).toBe(64 * 4);
    expect(estimate('FREQ=HOURLY;BYMINUTE=0,30')).toBe((63 * 24 + 1) * 2);
    // A coarser part only limits: never above the daily count.
    expect(estimate('FREQ=DAILY;BYDAY=MO')).toBe(64);
    expect(estimate('FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYDAY=MO,TU,WE,TH,FR,SA,SU')).toBe(64);
  });

  it(`puts one event repeating every minute over the ${MAX_OCCURRENCES_PER_EVENT} allowed, and everyday rules under it`, () => {
    expect(estimate('FREQ=MINUTELY;INTERVAL=15')).toBeGreaterThan(MAX_OCCURRENCES_PER_EVENT);
    expect(estimate('FREQ=DAILY;BYHOUR=8,9,10,11,13,14,15,16')).toBeLessThanOrEqual(MAX_OCCURRENCES_PER_EVENT);
  });
});
