const DAY_MS = 24 * 3600_000;
// Challenge dates are Philippine days (UTC+8 all year, no daylight saving time).
const MANILA_OFFSET_MS = 8 * 3600_000;

/** Today's date in Asia/Manila, YYYY-MM-DD. */
export function manilaToday(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Manila day ends (23:59:59.999 +08:00). */
export function endOfManilaDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS - MANILA_OFFSET_MS - 1);
}

/** A day as people read it, e.g. "Wed, 2 Dec 2026" (Filipino: "Miy, Dis 2, 2026"). */
export function readableDay(date: string, language: 'en' | 'fil' = 'en'): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language === 'fil' ? 'fil-PH' : 'en-PH', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
