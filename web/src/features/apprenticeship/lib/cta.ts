import type { ChallengeDetail, UserChallenge } from '@lakbay/contracts';

/** What the challenge home offers, by the visitor's state. */
export type ChallengeCta = 'loading' | 'login' | 'enrol' | 'pending' | 'rejected' | 'dashboard' | 'closed';

export interface CtaInput {
  isAuth: boolean;
  challenge: Pick<ChallengeDetail, 'enrollable'>;
  /** The user's enrolment; null when the server said APPRENTICESHIP_NOT_ENROLLED; undefined while unknown. */
  mine: Pick<UserChallenge, 'isPending' | 'applicationStatus'> | null | undefined;
}

/**
 * The call to action of the challenge home: not logged in -> log in to enrol (when enrolment is
 * open); not enrolled -> enrol, or the closed note; pending -> awaiting approval; enrolled -> dashboard.
 */
export function challengeCta({ isAuth, challenge, mine }: CtaInput): ChallengeCta {
  if (!isAuth) {
    return challenge.enrollable ? 'login' : 'closed';
  }
  if (mine === undefined) {
    return 'loading';
  }
  if (mine === null) {
    return challenge.enrollable ? 'enrol' : 'closed';
  }
  if (mine.applicationStatus === 'REJECTED') {
    return 'rejected';
  }
  return mine.isPending ? 'pending' : 'dashboard';
}
