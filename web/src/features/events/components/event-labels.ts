import type { EventSummary, RegistrationStatus } from '@lakbay/contracts';
import type { TFunction } from 'i18next';
import type { EVENTS_NS } from '../i18n/register';

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
export function seatsText(event: Pick<EventSummary, 'capacity' | 'seatsLeft' | 'waitlisted'>, t: TFunction<typeof EVENTS_NS>): string {
  if (event.capacity === null || event.seatsLeft === null) {
    return t('seats.noLimit');
  }
  if (event.seatsLeft <= 0) {
    return event.waitlisted > 0 ? t('seats.fullWaitlist', { count: event.waitlisted }) : t('seats.fullOpen');
  }
  return t('seats.left', { left: event.seatsLeft, capacity: event.capacity });
}
