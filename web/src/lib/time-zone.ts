import { DEFAULT_TIME_ZONE, isTimeZoneName, timeZoneNames } from '@lakbay/contracts';

/**
 * The browser's IANA zone, e.g. Asia/Dubai: what a visitor sees times in, and what a sign-up gives
 * the new account. Asia/Manila when the browser does not say, or says something else than a zone.
 */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZoneName(zone) ? zone : DEFAULT_TIME_ZONE;
}

let sorted: string[] | undefined;

/** The zones to pick from, A to Z: those this browser knows, with UTC. */
export function pickableTimeZones(): string[] {
  sorted ??= timeZoneNames().sort((a, b) => a.localeCompare(b));
  return sorted;
}
