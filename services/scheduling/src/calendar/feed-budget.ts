/**
 * Budgets for reading a calendar feed, checked on its lines before node-ical parses or expands
 * anything: whatever a feed holds, one sync does a bounded amount of work, and one coach's events
 * cannot crowd out the others'.
 *
 * A feed of a few hundred 'coaching' events that each repeat every minute kept the old reader busy
 * for minutes (each rule expanded up to rrule's own 10,000-occurrence limit); these budgets refuse
 * such an event from its rule alone, and cap what each coach and the whole feed may ask for.
 */

/** Events (series and moved occurrences) read per coach; the rest of that coach's are left out. */
export const MAX_EVENTS_PER_COACH = 500;
/** Events read whose organiser is not an active coach (only to tell admins about them). */
export const MAX_STRANGER_EVENTS = 200;
/** Events read in all; a feed over it is refused and the last good availability kept. */
export const MAX_EVENTS = 20_000;
/** Occurrences one event may have within the range read; one with more is left out. */
export const MAX_OCCURRENCES_PER_EVENT = 1_000;
/** Occurrences per coach within the range read; the coach's later events are left out. */
export const MAX_OCCURRENCES_PER_COACH = 2_000;
/** Occurrences in all within the range read; a feed over it is refused. */
export const MAX_OCCURRENCES = 50_000;

/** The feed asks for more work than one sync does: it is refused, and the last good availability kept. */
export class CalendarBudgetError extends Error {
  override name = 'CalendarBudgetError';
}

/** The feed is cut short or lost events in reading: it is refused, and the last good availability kept. */
export class CalendarIncompleteError extends Error {
  override name = 'CalendarIncompleteError';
}

const SUBJECT = /coaching|session/i;
const DAY = 24 * 3600 * 1000;

export interface ScreenOptions {
  /** Lower-cased e-mail -> coach id, active coaches only. */
  coaches: ReadonlyMap<string, string>;
  from: Date;
  to: Date;
}

export interface ScreenedFeed {
  /** The feed's lines with only the events to read. */
  lines: string[];
  /** Events kept (series and overrides). */
  kept: number;
  /** One sentence per event or coach left out by a budget. */
  problems: string[];
  /** The same sentences by lower-cased organiser e-mail, for the coaches they concern. */
  byOrganiser: Record<string, string[]>;
}

interface RawEvent {
  lines: string[];
  uid: string;
  summary: string;
  organiser: string;
  rrule: string | null;
  rdates: number;
  isOverride: boolean;
}

/**
 * Refuses a feed that is cut short or whose components do not nest: no END:VCALENDAR after its
 * content, an event that never ends, a stray BEGIN or END (a broken download or a bad export leaves
 * these, and the parser then drops the events around them). Read as it is, such a feed would look
 * like coaches removed their hours.
 */
export function assertComplete(lines: string[]): void {
  const open: string[] = [];
  let ended = false;
  for (const line of lines) {
    const match = /^(BEGIN|END):([A-Z0-9-]+)\s*$/i.exec(line.trim());
    if (!match) {
      continue;
    }
    const name = match[2].toUpperCase();
    if (match[1].toUpperCase() === 'BEGIN') {
      open.push(name);
      continue;
    }
    const expected = open.pop();
    if (expected !== name) {
      throw new CalendarIncompleteError(
        expected
          ? `The calendar feed is damaged: END:${name} comes where ${expected} should end (a component is not closed).`
          : `The calendar feed is damaged: END:${name} comes after the calendar ended.`,
      );
    }
    if (name === 'VCALENDAR') {
      ended = true;
    }
  }
  if (open.length > 0) {
    throw new CalendarIncompleteError(
      open.includes('VCALENDAR') && open.length === 1
        ? 'The calendar feed is incomplete: it stops before END:VCALENDAR, as a download cut short does.'
        : `The calendar feed is incomplete: ${open.at(-1)} is not closed, as a download cut short leaves it.`,
    );
  }
  if (!ended) {
    throw new CalendarIncompleteError('The calendar feed is incomplete: it has no END:VCALENDAR.');
  }
}

/**
 * Keeps the events worth reading, within the budgets: only events whose subject (or their series')
 * says coaching or session; at most MAX_EVENTS_PER_COACH per coach and MAX_STRANGER_EVENTS from
 * other organisers; none whose rule asks for more than MAX_OCCURRENCES_PER_EVENT occurrences in the
 * range; at most MAX_OCCURRENCES_PER_COACH per coach. Throws CalendarBudgetError when the feed as a
 * whole is over MAX_EVENTS or MAX_OCCURRENCES.
 */
export function screenFeed(lines: string[], opts: ScreenOptions): ScreenedFeed {
  const { outside, cut, events } = splitRaw(lines);
  const groups = new Map<string, RawEvent[]>();
  for (const event of events) {
    const group = groups.get(event.uid);
    if (group) {
      group.push(event);
    } else {
      groups.set(event.uid, [event]);
    }
  }
  // A coach's summary line ('N more events were left out') goes before the lines of single events,
  // so the few lines admins are shown name every coach concerned.
  const problems: string[] = [];
  const eventProblems: string[] = [];
  const byOrganiser: Record<string, string[]> = {};
  const problem = (organiser: string, line: string, list = problems) => {
    list.push(line);
    if (organiser) {
      (byOrganiser[organiser] ??= []).push(line);
    }
  };
  const eventsOf = new Map<string, number>();
  const occurrencesOf = new Map<string, number>();
  const overEvents = new Map<string, number>();
  const overOccurrences = new Map<string, number>();
  const days = Math.round((opts.to.getTime() - opts.from.getTime()) / DAY);
  let strangers = 0;
  let strangersLeft = 0;
  let kept: RawEvent[] = [];
  let occurrences = 0;

  for (const group of groups.values()) {
    if (!group.some((event) => SUBJECT.test(event.summary))) {
      continue;
    }
    const series = group.find((event) => !event.isOverride) ?? group[0];
    const organiser = series.organiser;
    if (!opts.coaches.has(organiser)) {
      if (strangers + group.length > MAX_STRANGER_EVENTS) {
        strangersLeft += group.length;
        continue;
      }
      strangers += group.length;
      kept = kept.concat(group);
      continue;
    }
    const estimate = estimateOccurrences(series, opts.from, opts.to);
    if (estimate > MAX_OCCURRENCES_PER_EVENT) {
      problem(
        organiser,
        `"${series.summary}" (uid ${series.uid}): repeats about ${estimate} times in the ${days} days read, more than the ${MAX_OCCURRENCES_PER_EVENT} read from one event; use one longer event per day or week instead`,
        eventProblems,
      );
      continue;
    }
    const theirEvents = (eventsOf.get(organiser) ?? 0) + group.length;
    if (theirEvents > MAX_EVENTS_PER_COACH) {
      overEvents.set(organiser, (overEvents.get(organiser) ?? 0) + group.length);
      continue;
    }
    const theirs = (occurrencesOf.get(organiser) ?? 0) + estimate;
    if (theirs > MAX_OCCURRENCES_PER_COACH) {
      overOccurrences.set(organiser, (overOccurrences.get(organiser) ?? 0) + group.length);
      continue;
    }
    eventsOf.set(organiser, theirEvents);
    occurrencesOf.set(organiser, theirs);
    occurrences += estimate;
    kept = kept.concat(group);
  }

  for (const [organiser, left] of overEvents) {
    problem(
      organiser,
      `${organiser}: ${left} more events were left out; at most ${MAX_EVENTS_PER_COACH} events per Koach are read. Use recurring events instead of many single ones`,
    );
  }
  for (const [organiser, left] of overOccurrences) {
    problem(
      organiser,
      `${organiser}: ${left} more events were left out; at most ${MAX_OCCURRENCES_PER_COACH} times per Koach are read in the ${days} days ahead`,
    );
  }
  if (strangersLeft > 0) {
    problems.push(`${strangersLeft} more events from addresses that are not active Koaches were not read`);
  }
  problems.push(...eventProblems);
  if (kept.length > MAX_EVENTS) {
    throw new CalendarBudgetError(
      `The calendar feed has ${kept.length} availability events, more than the ${MAX_EVENTS} one sync reads; nothing was changed`,
    );
  }
  if (occurrences > MAX_OCCURRENCES) {
    throw new CalendarBudgetError(
      `The calendar feed asks for about ${occurrences} availability times, more than the ${MAX_OCCURRENCES} one sync reads; nothing was changed`,
    );
  }
  return {
    lines: [...outside.slice(0, cut), ...kept.flatMap((event) => event.lines), ...outside.slice(cut)],
    kept: kept.length,
    problems,
    byOrganiser,
  };
}

const FREQ_MS: Record<string, number> = {
  SECONDLY: 1000,
  MINUTELY: 60_000,
  HOURLY: 3_600_000,
  DAILY: DAY,
  WEEKLY: 7 * DAY,
  // The shortest month and year, so the estimate errs high.
  MONTHLY: 28 * DAY,
  YEARLY: 365 * DAY,
};
const ORDER = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

/**
 * An upper estimate of an event's occurrences between from and to, from its RRULE and RDATEs alone:
 * the periods of its frequency in the range times what its BY parts add to each period (RFC 5545
 * 3.3.10: a BY part finer than the frequency expands it, a coarser one only limits it), at most its
 * COUNT, none when its UNTIL is before the range. Cheap, and never below the true number for the
 * rules coaches use; a rule it cannot read counts as one occurrence and is left to the reader.
 */
export function estimateOccurrences(event: Pick<RawEvent, 'rrule' | 'rdates'>, from: Date, to: Date): number {
  if (!event.rrule) {
    return 1 + event.rdates;
  }
  const parts = new Map(
    event.rrule.split(';').map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key.trim().toUpperCase(), value.trim()] as const;
    }),
  );
  const freq = (parts.get('FREQ') ?? '').toUpperCase();
  const unit = FREQ_MS[freq];
  if (unit === undefined) {
    return 1 + event.rdates;
  }
  const until = parseUntil(parts.get('UNTIL'));
  if (until !== null && until < from.getTime()) {
    return event.rdates;
  }
  const interval = Math.max(1, Number.parseInt(parts.get('INTERVAL') ?? '1', 10) || 1);
  const end = until === null ? to.getTime() : Math.min(until, to.getTime());
  const periods = Math.floor(Math.max(0, end - from.getTime()) / (unit * interval)) + 1;
  const rank = ORDER.indexOf(freq);
  const count = (name: string) => (parts.get(name) ?? '').split(',').filter((v) => v.trim() !== '').length;
  let perPeriod = 1;
  // Each BY part finer than the frequency multiplies the occurrences of one period.
  const finer: [string, number, number][] = [
    ['BYSECOND', 0, 60],
    ['BYMINUTE', 1, 60],
    ['BYHOUR', 2, 24],
    ['BYDAY', 3, 7],
    ['BYMONTHDAY', 3, 31],
    ['BYYEARDAY', 3, 366],
    ['BYWEEKNO', 4, 53],
    ['BYMONTH', 5, 12],
  ];
  for (const [name, partRank, most] of finer) {
    const n = count(name);
    if (n > 0 && partRank < rank) {
      // A weekday in a month or year stands for each of its weeks there.
      const weeks = name === 'BYDAY' ? (freq === 'MONTHLY' ? 5 : freq === 'YEARLY' ? 53 : 1) : 1;
      perPeriod *= Math.min(n * weeks, most * weeks);
    }
  }
  let estimate = periods * perPeriod;
  // Never more than the range's days times the times of day the rule allows, for daily and coarser rules.
  if (rank >= ORDER.indexOf('DAILY')) {
    const days = Math.floor((end - from.getTime()) / DAY) + 1;
    const timesOfDay = Math.max(1, count('BYHOUR')) * Math.max(1, count('BYMINUTE')) * Math.max(1, count('BYSECOND'));
    estimate = Math.min(estimate, Math.max(1, days) * timesOfDay);
  }
  const limit = Number.parseInt(parts.get('COUNT') ?? '', 10);
  if (Number.isFinite(limit) && limit >= 0) {
    estimate = Math.min(estimate, limit);
  }
  return estimate + event.rdates;
}

function parseUntil(value: string | undefined): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/i.exec(value ?? '');
  if (!match) {
    return null;
  }
  const [, y, mo, d, h = '23', mi = '59', s = '59'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** The feed's VEVENT blocks with the properties the budgets need, and the lines around them. */
function splitRaw(lines: string[]): { outside: string[]; cut: number; events: RawEvent[] } {
  const outside: string[] = [];
  const events: RawEvent[] = [];
  let current: string[] | null = null;
  let depth = 0;
  for (const line of lines) {
    const upper = line.trim().toUpperCase();
    if (current === null) {
      if (upper === 'BEGIN:VEVENT') {
        current = [line];
        depth = 0;
      } else {
        outside.push(line);
      }
      continue;
    }
    current.push(line);
    if (upper === 'END:VEVENT' && depth === 0) {
      events.push(describe(current, events.length));
      current = null;
    } else if (upper.startsWith('BEGIN:')) {
      depth += 1;
    } else if (upper.startsWith('END:')) {
      depth = Math.max(0, depth - 1);
    }
  }
  const end = outside.findLastIndex((line) => line.trim().toUpperCase() === 'END:VCALENDAR');
  return { outside, cut: end === -1 ? outside.length : end, events };
}

/** The event's own properties (not those of an alarm inside it). */
function describe(lines: string[], index: number): RawEvent {
  const event: RawEvent = { lines, uid: '', summary: '', organiser: '', rrule: null, rdates: 0, isOverride: false };
  let depth = 0;
  for (const line of lines.slice(1, -1)) {
    const upper = line.trim().toUpperCase();
    if (upper.startsWith('BEGIN:')) {
      depth += 1;
      continue;
    }
    if (upper.startsWith('END:')) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth > 0) {
      continue;
    }
    const { name, value } = property(line);
    if (name === 'UID') {
      event.uid = value.trim();
    } else if (name === 'SUMMARY') {
      event.summary = unescapeText(value);
    } else if (name === 'ORGANIZER') {
      event.organiser = value
        .trim()
        .replace(/^mailto:/i, '')
        .trim()
        .toLowerCase();
    } else if (name === 'RRULE') {
      event.rrule = value.trim();
    } else if (name === 'RDATE') {
      event.rdates += value.split(',').length;
    } else if (name === 'RECURRENCE-ID') {
      event.isOverride = true;
    }
  }
  // Events without a UID stay apart from each other.
  event.uid ||= `(no uid, event ${index + 1})`;
  return event;
}

/** A content line's name and value: the value starts after the first colon outside quoted parameters. */
function property(line: string): { name: string; value: string } {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') {
      quoted = !quoted;
    } else if (c === ':' && !quoted) {
      const head = line.slice(0, i);
      const semi = head.indexOf(';');
      return { name: (semi === -1 ? head : head.slice(0, semi)).trim().toUpperCase(), value: line.slice(i + 1) };
    }
  }
  return { name: line.trim().toUpperCase(), value: '' };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}
