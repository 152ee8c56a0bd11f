import type { ApplicationStatus, ApplicationType, ChallengeStatus, InviteStatus, MemberStatus } from '@lakbay/contracts';

/**
 * A member's status (spec section 3): PENDING while the group's application awaits an admin;
 * ENROLLED (individual) or ENROLLED_GROUP once approved; UNENROLLED when the application was
 * rejected (the person keeps the group until they leave it, so they can read why).
 */
export function memberStatus(application: ApplicationStatus, type: ApplicationType): MemberStatus {
  if (application === 'APPROVED') {
    return type === 'GROUP' ? 'ENROLLED_GROUP' : 'ENROLLED';
  }
  return application === 'PENDING' ? 'PENDING' : 'UNENROLLED';
}

/** An invitee shown among the members: INVITED while the invite is open or expired (it can be resent), DECLINED after a no. */
export function inviteeStatus(invite: InviteStatus): MemberStatus | null {
  return INVITEE_STATUS[invite];
}

const INVITEE_STATUS: Record<InviteStatus, MemberStatus | null> = {
  PENDING: 'INVITED',
  EXPIRED: 'INVITED',
  DECLINED: 'DECLINED',
  ACCEPTED: null,
  WITHDRAWN: null,
};

/** A stored invite as callers see it: an open invite past its expiry is EXPIRED. */
export function effectiveInviteStatus(stored: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN', expiresAt: Date, now: Date): InviteStatus {
  return stored === 'PENDING' && expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : stored;
}

/** How many people a group may hold: one for an individual application, else the challenge's maximum. */
export function groupCapacity(type: ApplicationType, maxGroupSize: number): number {
  return type === 'INDIVIDUAL' ? 1 : maxGroupSize;
}

export interface EnrolmentWindow {
  status: ChallengeStatus;
  applicationDeadline: string;
  seatsLeft: number;
}

/**
 * Why a new enrolment is refused, or null when it is open: published and not closed, on or before
 * the deadline day, a seat left. The deadline rules: a challenge whose deadline falls after its
 * start date takes late joiners while RUNNING (they hand in the weeks still open).
 */
export function enrolmentClosedReason(challenge: EnrolmentWindow, today: string): string | null {
  if (challenge.status !== 'OPEN' && challenge.status !== 'RUNNING') {
    return challenge.status === 'CLOSED' ? 'the challenge has ended' : 'the challenge is not open for enrolment';
  }
  if (today > challenge.applicationDeadline) {
    return `the application deadline (${challenge.applicationDeadline}) has passed`;
  }
  if (challenge.seatsLeft <= 0) {
    return 'there are no seats left';
  }
  return null;
}
