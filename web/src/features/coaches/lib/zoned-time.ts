/**
 * Times in the viewer's zone with the coach's beside it (domain.md: store UTC, show local). Every
 * function takes the zones it needs, so it is pure and testable in any machine zone.
 */
import { dateTimeFormat } from '@/lib/format';
import { currentIntlLocale } from '@/lib/i18n';

/** The interface's language (INTL_LOCALE): en-PH writes these formats as en-US did, fil-PH in Filipino. */
const formatter = (timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  dateTimeFormat(currentIntlLocale(), { ...options, timeZone });

/** 9:00 AM */
export const formatTime = (instant: string, timeZone: string): string =>
  formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** Mon, Jan 12 */
export const formatDay = (instant: string, timeZone: string): string =>
  formatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(instant));

/** Mon, Jan 12, 9:00 AM */
export const formatDayTime = (instant: string, timeZone: string): string =>
  `${formatDay(instant, timeZone)}, ${formatTime(instant, timeZone)}`;

/** The city of an IANA zone for labels: Asia/Manila -> Manila, America/Los_Angeles -> Los Angeles. */
export const zoneCity = (timeZone: string): string => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/** Minutes the zone is ahead of UTC at that instant (480 for Manila). */
export function zoneOffsetMinutes(instant: Date | string, timeZone: string): number {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = formatter(timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** Both zones show the same wall-clock time at that instant (Manila and Singapore do). */
export const sameWallClock = (instant: string, a: string, b: string): boolean =>
  zoneOffsetMinutes(instant, a) === zoneOffsetMinutes(instant, b);

/** The words around zoned times: English here, the interface's language from `useZoneWords()`. */
export interface ZoneWords {
  /** "9:00 AM your time (10:00 AM Manila)" */
  yourTime: (mine: string, coach: string, city: string) => string;
  /** "Mon, Jan 12, 10:00 AM in Manila" */
  inCity: (time: string, city: string) => string;
}

export const ENGLISH_ZONE_WORDS: ZoneWords = {
  yourTime: (mine, coach, city) => `${mine} your time (${coach} ${city})`,
  inCity: (time, city) => `${time} in ${city}`,
};

/** "9:00 AM your time (10:00 AM Manila)", or just "9:00 AM" when both zones agree. */
export function slotLabel(start: string, viewerZone: string, coachZone: string, words: ZoneWords = ENGLISH_ZONE_WORDS): string {
  const mine = formatTime(start, viewerZone);
  if (sameWallClock(start, viewerZone, coachZone)) {
    return mine;
  }
  return words.yourTime(mine, formatTime(start, coachZone), zoneCity(coachZone));
}

/**
 * A session's time for lists and reviews: "Mon, Jan 12, 9:00 – 10:00 AM" in the viewer's zone, and
 * the coach's wall clock ("Mon, Jan 12, 10:00 AM in Manila") when it differs, else null.
 */
export function sessionWhen(
  start: string,
  end: string,
  viewerZone: string,
  coachZone: string,
  words: ZoneWords = ENGLISH_ZONE_WORDS,
): { local: string; coach: string | null } {
  const local = `${formatDay(start, viewerZone)}, ${formatTime(start, viewerZone)} – ${formatTime(end, viewerZone)}`;
  const coach = sameWallClock(start, viewerZone, coachZone) ? null : words.inCity(formatDayTime(start, coachZone), zoneCity(coachZone));
  return { local, coach };
}

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
export function dayKey(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A YYYY-MM-DD day moved by a number of days (calendar arithmetic, no zone involved). */
export function addDays(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The UTC instant (ISO) at which a YYYY-MM-DD day starts in a zone. */
export function startOfDay(key: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${key}T00:00:00Z`);
  let guess = midnightUtc - zoneOffsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  // Across a daylight-saving change the offset at the guess differs: correct once.
  guess = midnightUtc - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess).toISOString();
}

/** Parts of a YYYY-MM-DD day for a week strip: { weekday: 'Mon', day: '12', month: 'Jan' }. */
export function dayParts(key: string): { weekday: string; day: string; month: string; long: string } {
  const date = new Date(`${key}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => formatter('UTC', options).format(date);
  return {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
    long: part({ weekday: 'long', month: 'long', day: 'numeric' }),
  };
}

/** Items with a start, grouped by their local day in a zone, days and items in time order. */
export function groupByDay<T extends { start: string }>(items: readonly T[], timeZone: string): { day: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const key = dayKey(item.start, timeZone);
    const group = groups.get(key);
    if (group) {
      group.push(item);
    } else {
      groups.set(key, [item]);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, dayItems]) => ({ day, items: dayItems }));
}
