import { DEFAULT_TIME_ZONE, isIntlTimeZoneName, timeZoneNames } from '@lakbay/contracts';
import { noteRenderUse } from './render-use';

/**
 * The time zone dates are shown in: the device's (undefined), except in a server render, which
 * draws in the reader's zone as the BFF knows it (entry-server.tsx; the browser hydrates its page
 * only in the same zone, main.tsx).
 */
let shownTimeZone: string | undefined;
export function setShownTimeZone(zone: string | undefined): void {
  shownTimeZone = zone;
}
/** The zone a server render draws in (noted as used: lib/render-use.ts), or undefined in the browser. */
export function renderTimeZone(): string | undefined {
  if (shownTimeZone) {
    noteRenderUse('zoneShown');
  }
  return shownTimeZone;
}

/**
 * The browser's IANA zone, e.g. Asia/Dubai: what a visitor sees times in, and what a sign-up gives
 * the new account. Asia/Manila when the browser does not say, or says something else than a zone.
 */
export function browserTimeZone(): string {
  // A server render draws in the reader's zone (setShownTimeZone), not the server's own: a Koach's
  // next free time in UTC there and in Manila in the browser failed hydration (React #418).
  if (shownTimeZone) {
    noteRenderUse('zoneShown');
    return shownTimeZone;
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return knownZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

const checkedZones = new Map<string, boolean>();
/**
 * isTimeZoneName for the zone the browser says, each name checked once: the browser's own answer
 * is a zone its Intl knows, so its list (Intl.supportedValuesOf, 400-odd names built on the main
 * thread: 20-25 ms at 4x CPU slowdown, before a page is hydrated) is not asked for; Intl is asked
 * about that one name instead (isIntlTimeZoneName: a name it does not know, or Etc/Unknown, is refused).
 */
function knownZone(zone: unknown): zone is string {
  if (typeof zone !== 'string') {
    return false;
  }
  let known = checkedZones.get(zone);
  if (known === undefined) {
    known = isIntlTimeZoneName(zone);
    checkedZones.set(zone, known);
  }
  return known;
}

let sorted: string[] | undefined;

/** The zones to pick from, A to Z: those this browser knows, with UTC. */
export function pickableTimeZones(): string[] {
  sorted ??= timeZoneNames().sort((a, b) => a.localeCompare(b));
  return sorted;
}
