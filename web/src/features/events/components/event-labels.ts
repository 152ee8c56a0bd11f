import type { EventFormat, EventSummary, RegistrationStatus } from '@lakbay/contracts';

export const FORMAT_LABELS: Record<EventFormat, string> = { ONLINE: 'Online', ONSITE: 'On-site', HYBRID: 'Hybrid' };

/** Colours of a registration status badge: green holds a seat, amber waits, grey is over. */
export const STATUS_TONE: Record<RegistrationStatus, 'good' | 'wait' | 'off' | 'info'> = {
  INTERESTED: 'info',
  APPLIED: 'wait',
  APPROVED: 'good',
  WAITLISTED: 'wait',
  REJECTED: 'off',
  COMPLETED: 'good',
  DROPPED_OUT: 'off',
};

/** "12 of 30 seats left", "Full: waitlist open", "Open to all". */
export function seatsText(event: Pick<EventSummary, 'capacity' | 'seatsLeft' | 'waitlisted'>): string {
  if (event.capacity === null || event.seatsLeft === null) {
    return 'No seat limit';
  }
  if (event.seatsLeft <= 0) {
    return event.waitlisted > 0 ? `Full · ${event.waitlisted} on the waitlist` : 'Full · waitlist open';
  }
  return `${event.seatsLeft} of ${event.capacity} seats left`;
}
