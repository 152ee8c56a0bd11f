import { LATE_CANCEL_MINUTES, type Booking } from '@lakbay/contracts';

/** Cancelling now would be a late cancel: the session starts within LATE_CANCEL_MINUTES (and has not started). */
export function isLateCancelNow(start: string, now: number = Date.now()): boolean {
  const minutesLeft = (Date.parse(start) - now) / 60_000;
  return minutesLeft < LATE_CANCEL_MINUTES;
}

/** What the viewer sees of the other side: the coach's name for a Kadet, the Kadet's for a coach. */
export const otherParty = (booking: Booking): { label: string; name: string } =>
  booking.viewerRole === 'coach' ? { label: 'Kadet', name: booking.kadet.name } : { label: 'Koach', name: booking.coach.name };
