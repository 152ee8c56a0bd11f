/**
 * Time zones of accounts (domain.md "Every account has an IANA time zone"): an IANA name such as
 * Asia/Manila, or UTC. Shared by the BFF's and the services' validation and by the SPA's picker.
 */
import { DEFAULT_TIME_ZONE } from './accounts';

/** What refuses a zone that is not one (400, spec section 5). */
export const TIME_ZONE_RULE = 'Time zone must be a time zone name such as Asia/Manila.';

// Area/Location[/Location]: the form of IANA names, never an offset ("+05:00") or an abbreviation ("EST").
const IANA_NAME = /^[A-Z][A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){1,2}$/;

let known: ReadonlySet<string> | undefined;
const listed = (): ReadonlySet<string> => (known ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]));

/** The zones this runtime lists (Intl.supportedValuesOf), with UTC, which the list leaves out. */
export function timeZoneNames(): string[] {
  return [...listed()];
}

/**
 * True for a zone of timeZoneNames(), and for another IANA name this runtime's Intl knows
 * (isIntlTimeZoneName): the lists of ICU versions differ in their links (a browser may say
 * Asia/Kolkata where Node lists Asia/Calcutta), and a browser's own zone must never stop a sign-up.
 * Never Etc/Unknown, nor anything but a name of at most 64 characters.
 */
export function isTimeZoneName(zone: unknown): zone is string {
  return (typeof zone === 'string' && listed().has(zone)) || isIntlTimeZoneName(zone);
}

/**
 * True for UTC and for an IANA name this runtime's Intl knows, without asking for its list of zones
 * (400-odd names to build: the browser checks its own zone with this, web/src/lib/time-zone.ts).
 * False for anything but a name of at most 64 characters, and for Etc/Unknown: Chrome's answer
 * when it cannot tell the device's zone, never an account's zone.
 */
export function isIntlTimeZoneName(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64) {
    return false;
  }
  if (zone === 'UTC') {
    return true;
  }
  // Intl ignores case; names are written in mixed case (asia/manila, ASIA/MANILA are typos).
  if (zone === 'Etc/Unknown' || !IANA_NAME.test(zone) || zone === zone.toUpperCase() || zone === zone.toLowerCase()) {
    return false;
  }
  try {
    return Boolean(new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** The zone to write in: the account's when it is one, else Asia/Manila. */
export function timeZoneOr(zone: unknown, fallback: string = DEFAULT_TIME_ZONE): string {
  return isTimeZoneName(zone) ? zone : fallback;
}
