import { DEFAULT_TIME_ZONE, isTimeZoneName, timeZoneNames } from '@lakbay/contracts';

/**
 * The time zone dates are shown in: the device's (undefined), except in a server render, which
 * draws in the reader's zone as the BFF knows it (entry-server.tsx; the browser hydrates its page
 * only in the same zone, main.tsx).
 */
let shownTimeZone: string | undefined;
/** Whether the render under way has read its zone (drawn a date or time, or asked for the viewer's zone). */
let shownTimeZoneRead = false;
export function setShownTimeZone(zone: string | undefined): void {
  shownTimeZone = zone;
  shownTimeZoneRead = false;
}
/** The zone a server render draws in, or undefined in the browser. */
export function renderTimeZone(): string | undefined {
  if (shownTimeZone) {
    shownTimeZoneRead = true;
  }
  return shownTimeZone;
}
/**
 * Whether the server render under way has read its zone since setShownTimeZone: a page that drew
 * no date or time is the same in every zone, so a browser elsewhere hydrates it all the same.
 */
export const renderReadTimeZone = (): boolean => shownTimeZoneRead;

/**
 * The browser's IANA zone, e.g. Asia/Dubai: what a visitor sees times in, and what a sign-up gives
 * the new account. Asia/Manila when the browser does not say, or says something else than a zone.
 */
export function browserTimeZone(): string {
  // A server render draws in the reader's zone (setShownTimeZone), not the server's own: a Koach's
  // next free time in UTC there and in Manila in the browser failed hydration (React #418).
  if (shownTimeZone) {
    shownTimeZoneRead = true;
    return shownTimeZone;
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZoneName(zone) ? zone : DEFAULT_TIME_ZONE;
}

let sorted: string[] | undefined;

/** The zones to pick from, A to Z: those this browser knows, with UTC. */
export function pickableTimeZones(): string[] {
  sorted ??= timeZoneNames().sort((a, b) => a.localeCompare(b));
  return sorted;
}
