import type { AdminRegistrationAction, RegistrationStatus } from '@lakbay/contracts';

/** Seats of an event: capacity null means no limit. */
export interface Seats {
  capacity: number | null;
  taken: number;
}

export type Decision = { kind: 'keep' } | { kind: 'set'; status: RegistrationStatus } | { kind: 'refuse'; message: string };

const keep: Decision = { kind: 'keep' };
const set = (status: RegistrationStatus): Decision => ({ kind: 'set', status });
const refuse = (message: string): Decision => ({ kind: 'refuse', message });

/** APPROVED and COMPLETED registrations hold a seat; the others do not. */
export const holdsSeat = (status: RegistrationStatus | null): boolean => status === 'APPROVED' || status === 'COMPLETED';

export const freeSeats = ({ capacity, taken }: Seats): number =>
  capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, capacity - taken);

/** How many people to take off the waitlist now. */
export const promotions = (seats: Seats, waitlisted: number): number => Math.min(freeSeats(seats), waitlisted);

/**
 * A Kadet registers (or only says they are interested). Registering again while registered
 * changes nothing; after dropping out they register anew, at the back of any waitlist.
 */
export function decideRegistration(
  current: RegistrationStatus | null,
  event: { needsApproval: boolean; seats: Seats },
  interestOnly = false,
): Decision {
  switch (current) {
    case 'APPLIED':
    case 'APPROVED':
    case 'WAITLISTED':
    case 'COMPLETED':
      return keep;
    case 'REJECTED':
      return refuse('Your registration for this event was not approved, so you cannot register again.');
    case 'INTERESTED':
      return interestOnly ? keep : afterRegistering(event);
    case 'DROPPED_OUT':
    case null:
      return interestOnly ? set('INTERESTED') : afterRegistering(event);
  }
}

function afterRegistering(event: { needsApproval: boolean; seats: Seats }): Decision {
  if (event.needsApproval) {
    return set('APPLIED');
  }
  return set(freeSeats(event.seats) > 0 ? 'APPROVED' : 'WAITLISTED');
}

/** A Kadet cancels: they drop out; a seat they held goes to the waitlist. */
export function decideCancel(current: RegistrationStatus): Decision {
  switch (current) {
    case 'DROPPED_OUT':
      return keep;
    case 'REJECTED':
      return refuse('This registration was not approved; there is nothing to cancel.');
    case 'COMPLETED':
      return refuse('You have completed this event; it can no longer be cancelled.');
    case 'INTERESTED':
    case 'APPLIED':
    case 'APPROVED':
    case 'WAITLISTED':
      return set('DROPPED_OUT');
  }
}

/** An admin acts on a registration. */
export function decideAdminAction(
  current: RegistrationStatus,
  action: AdminRegistrationAction,
  event: { seats: Seats; started: boolean },
): Decision {
  switch (action) {
    case 'APPROVE':
      if (current === 'APPROVED') {
        return keep;
      }
      if (current === 'COMPLETED' || current === 'DROPPED_OUT') {
        return refuse(`A registration that is ${current === 'COMPLETED' ? 'completed' : 'dropped out'} cannot be approved.`);
      }
      if (freeSeats(event.seats) > 0) {
        return set('APPROVED');
      }
      return current === 'WAITLISTED' ? refuse('The event is full: free a seat or raise the capacity first.') : set('WAITLISTED');
    case 'REJECT':
      if (current === 'REJECTED') {
        return keep;
      }
      return current === 'COMPLETED' || current === 'DROPPED_OUT' ? refuse('Only open registrations can be rejected.') : set('REJECTED');
    case 'COMPLETE':
      if (current === 'COMPLETED') {
        return keep;
      }
      if (current !== 'APPROVED') {
        return refuse('Only approved registrations can be marked completed.');
      }
      return event.started ? set('COMPLETED') : refuse('A registration can be marked completed once the event has started.');
    case 'DROP_OUT':
      if (current === 'DROPPED_OUT') {
        return keep;
      }
      return current === 'COMPLETED' || current === 'REJECTED' ? refuse('Only open registrations can be dropped out.') : set('DROPPED_OUT');
  }
}
