import { expandRecurringEvent, sync, type Attendee, type CalendarResponse, type EventInstance, type VEvent } from 'node-ical';
import { assertComplete, CalendarIncompleteError, MAX_OCCURRENCES_PER_COACH, screenFeed } from './feed-budget';
import { prepareFeed, splitEvents } from './feed-text';
import type { AvailabilityWindow } from './availability-window';
import { mergeWindows } from './merge-windows';

export type { AvailabilityWindow } from './availability-window';

/** The text is not an iCalendar feed, or no part of it can be read. */
export class CalendarParseError extends Error {
  override name = 'CalendarParseError';
}

export interface AvailabilityRead {
  /** Merged windows, sorted by start (then coach id); per coach none overlap or touch. */
  windows: AvailabilityWindow[];
  /** VEVENT components in the feed, before any filtering (overrides count). */
  events: number;
  /** One sentence per event that looked like availability but was left out; at most 50 lines, then "... and N more". */
  problems: string[];
  /** The problems of events whose organiser is known, by lower-cased organiser e-mail (not capped): each coach sees their own. */
  problemsByOrganiser: Record<string, string[]>;
}

export interface AvailabilityReadOptions {
  /** Lower-cased e-mail -> coach id, active coaches only. */
  coaches: ReadonlyMap<string, string>;
  /** The platform's scheduling address, invited to availability events. */
  schedulingEmail: string;
  /** Start of the range read (inclusive). */
  from: Date;
  /** End of the range read (exclusive). */
  to: Date;
}

const SUBJECT = /coaching|session/i;
const MAX_PROBLEMS = 50;

/**
 * Reads coaches' availability windows from the scheduling calendar's iCalendar text, between
 * from and to: matching events organised by active coaches, recurrences expanded, cancelled,
 * declined, free and all-day ones left out, overlapping windows of a coach merged.
 */
export function readAvailability(ics: string, opts: AvailabilityReadOptions): AvailabilityRead {
  if (!(opts.from.getTime() < opts.to.getTime())) {
    throw new RangeError(`readAvailability needs from before to (got ${opts.from.toISOString()} and ${opts.to.toISOString()})`);
  }
  if (!/^BEGIN:VCALENDAR\s*$/im.test(ics)) {
    throw new CalendarParseError('The calendar feed is not iCalendar data: it has no BEGIN:VCALENDAR line.');
  }
  const feed = prepareFeed(ics);
  assertComplete(feed.lines);
  // Budgets first, on the lines: what is left out never reaches the parser or rrule.
  const screened = screenFeed(feed.lines, opts);
  const problems: string[] = [...screened.problems];
  const { calendar, read } = parseFeed(screened.lines, problems);
  assertNoneLost(calendar, read);
  const reader = new EventReader(opts, problems, screened.byOrganiser);
  const windows = Object.entries(calendar).flatMap(([key, component]) =>
    key !== 'vcalendar' && component?.type === 'VEVENT' ? reader.read(component) : [],
  );
  return { windows: mergeWindows(windows), events: feed.eventCount, problems: capped(problems), problemsByOrganiser: reader.byOrganiser };
}

/**
 * Every event handed to the parser (less those reported unreadable) must come back from it: a feed
 * whose events vanish in parsing (a stray line that swallows the ones after it) is refused rather
 * than read as coaches having removed their hours.
 */
function assertNoneLost(calendar: CalendarResponse, read: string[][]): void {
  const expected = new Set(read.map(uidLine).filter((uid) => uid !== 'unknown'));
  const found = new Set(
    Object.entries(calendar).flatMap(([key, component]) =>
      key !== 'vcalendar' && component?.type === 'VEVENT' && typeof component.uid === 'string' ? [component.uid.trim()] : [],
    ),
  );
  const lost = [...expected].filter((uid) => !found.has(uid));
  if (lost.length > 0) {
    throw new CalendarIncompleteError(
      `The calendar feed lost ${lost.length} of ${expected.size} events in reading (uid ${lost.slice(0, 3).join(', ')}${lost.length > 3 ? ', ...' : ''}); it looks damaged`,
    );
  }
}

// node-ical throws for the whole feed on some single-event faults (a second DTSTART, an
// unknown RRULE FREQ). Then each event is parsed alone, the faulty ones are reported and
// left out, and the rest is parsed together again (overrides need their series).
function parseFeed(lines: string[], problems: string[]): { calendar: CalendarResponse; read: string[][] } {
  let calendar: CalendarResponse;
  const { events, frame } = splitEvents(lines);
  let read = events;
  try {
    calendar = sync.parseICS(lines.join('\r\n'));
  } catch (error) {
    const readable = events.filter((event, index) => {
      try {
        sync.parseICS(frame([event]));
        return true;
      } catch (eventError) {
        problems.push(`Event ${index + 1} (uid ${uidLine(event)}) could not be read: ${messageOf(eventError)}`);
        return false;
      }
    });
    read = readable;
    try {
      calendar = sync.parseICS(frame(readable));
    } catch {
      throw new CalendarParseError(`The calendar feed could not be read: ${messageOf(error)}`, { cause: error });
    }
  }
  // node-ical answers { vcalendar: { type } } for a bare BEGIN/END pair: that is no calendar either.
  const hasContent = Object.entries(calendar).some(([key, component]) =>
    key === 'vcalendar' ? Object.keys(component ?? {}).some((name) => name !== 'type') : component !== undefined,
  );
  if (!hasContent) {
    throw new CalendarParseError('The calendar feed has no calendar properties and no events.');
  }
  return { calendar, read };
}

class EventReader {
  private readonly scheduling: string;
  readonly byOrganiser: Record<string, string[]>;
  private organiser: string | null = null;
  /** Windows read per coach so far, against MAX_OCCURRENCES_PER_COACH (the budgets' estimate may err). */
  private readonly perCoach = new Map<string, number>();

  constructor(
    private readonly opts: AvailabilityReadOptions,
    private readonly problems: string[],
    byOrganiser: Record<string, string[]>,
  ) {
    this.scheduling = opts.schedulingEmail.trim().toLowerCase();
    this.byOrganiser = structuredClone(byOrganiser);
  }

  read(event: VEvent): AvailabilityWindow[] {
    const summary = plain(event.summary);
    if (!SUBJECT.test(summary)) {
      return [];
    }
    const label = `"${summary}" (uid ${event.uid})`;
    this.organiser = email(event.organizer);
    try {
      return this.readMatching(event, summary, label);
    } catch (error) {
      this.problem(`${label}: could not be read: ${messageOf(error)}`);
      return [];
    }
  }

  /** A problem of the event being read: listed for admins, and for its organiser. */
  private problem(line: string): void {
    this.problems.push(line);
    if (this.organiser) {
      (this.byOrganiser[this.organiser] ??= []).push(line);
    }
  }

  private readMatching(event: VEvent, summary: string, label: string): AvailabilityWindow[] {
    const start: unknown = event.start;
    if (!(start instanceof Date) || Number.isNaN(start.getTime())) {
      this.problem(`${label}: has no valid start time`);
      return [];
    }
    // Availability needs times of day: an all-day event says nothing about which hours are offered.
    if (event.datetype === 'date' || event.start.dateOnly) {
      this.problem(`${label}: is an all-day event; give it start and end times to offer them`);
      return [];
    }
    const organiser = email(event.organizer);
    const coachId = organiser ? this.opts.coaches.get(organiser) : undefined;
    if (coachId === undefined) {
      this.problem(organiser ? `${label}: organiser ${organiser} is not an active coach` : `${label}: has no organiser`);
      return [];
    }
    const zone = event.start.tz;
    if (zone && !isKnownZone(zone)) {
      this.problem(`${label}: time zone ${zone} is unknown`);
      return [];
    }
    if (this.isNotAvailability(event, event)) {
      return [];
    }
    if (event.end instanceof Date && event.end.getTime() <= start.getTime()) {
      this.problem(`${label}: has no duration (DTEND or DURATION)`);
      return [];
    }
    const { from, to } = this.opts;
    // expandOngoing keeps occurrences that began before from but still run.
    const instances = expandRecurringEvent(event, { from, to, expandOngoing: true });
    const windows = instances.flatMap((instance) => this.window(instance, event, coachId, summary));
    const before = this.perCoach.get(coachId) ?? 0;
    const room = Math.max(0, MAX_OCCURRENCES_PER_COACH - before);
    this.perCoach.set(coachId, before + windows.length);
    if (windows.length > room) {
      this.problem(`${label}: ${windows.length - room} times left out; at most ${MAX_OCCURRENCES_PER_COACH} times per Koach are read`);
      return windows.slice(0, room);
    }
    return windows;
  }

  private window(instance: EventInstance, series: VEvent, coachId: string, summary: string): AvailabilityWindow[] {
    const { from, to } = this.opts;
    // An override (RECURRENCE-ID) may cancel, free, decline or rename its one occurrence.
    if (instance.isFullDay || (instance.isOverride && this.isNotAvailability(instance.event, series))) {
      return [];
    }
    if (instance.isOverride && instance.event.summary !== undefined && !SUBJECT.test(plain(instance.event.summary))) {
      return [];
    }
    const start = Math.max(instance.start.getTime(), from.getTime());
    const end = Math.min(instance.end.getTime(), to.getTime());
    if (end <= start) {
      return [];
    }
    return [{ coachId, start: new Date(start), end: new Date(end), uid: series.uid, summary }];
  }

  // Cancelled, free (TRANSP:TRANSPARENT) or declined by the scheduling address.
  private isNotAvailability(event: Omit<VEvent, 'recurrences'>, series: VEvent): boolean {
    if (plain(event.status).toUpperCase() === 'CANCELLED') {
      return true;
    }
    if (plain(event.transparency).toUpperCase() === 'TRANSPARENT') {
      return true;
    }
    // An override without attendees keeps the series' answer.
    const attendees = event.attendee ?? series.attendee;
    const list: Attendee[] = attendees === undefined ? [] : Array.isArray(attendees) ? attendees : [attendees];
    return list.some(
      (attendee) =>
        email(attendee) === this.scheduling && typeof attendee === 'object' && plain(attendee.params.PARTSTAT).toUpperCase() === 'DECLINED',
    );
  }
}

// node-ical gives a property as a string, or as { val, params } when it has parameters.
function plain(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number') {
    return String(value);
  }
  if (typeof value === 'object' && value !== null && 'val' in value) {
    return plain(value.val);
  }
  return '';
}

function email(value: unknown): string {
  return plain(value)
    .trim()
    .replace(/^mailto:/i, '')
    .trim()
    .toLowerCase();
}

function isKnownZone(zone: string): boolean {
  if (/^(?:UTC|GMT)?[+-]\d{2}:?\d{2}$/i.test(zone)) {
    return true;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone }).format(0);
    return true;
  } catch {
    return false;
  }
}

function uidLine(event: string[]): string {
  const line = event.find((l) => /^UID[;:]/i.test(l));
  return line ? line.slice(line.indexOf(':') + 1).trim() : 'unknown';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function capped(problems: string[]): string[] {
  if (problems.length <= MAX_PROBLEMS) {
    return problems;
  }
  return [...problems.slice(0, MAX_PROBLEMS), `... and ${problems.length - MAX_PROBLEMS} more`];
}
