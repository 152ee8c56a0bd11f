import type { ChallengeDetail, UserChallenge } from '@lakbay/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS, vaPaths } from '@/lib/paths';
import { loginModalOpened } from '@/lib/state';
import { useAppDispatch } from '@/lib/state/hooks';
import { useGetChallengeQuery } from '../api/apprenticeship-api';
import { useMyChallenge, type MyChallenge } from '../hooks/use-my-challenge';
import { PageSkeleton } from './challenge-skeletons';

export interface ChallengeGateProps {
  challengeId: string;
  title: string;
  /** What the page needs of the user's enrolment; 'any' once a form has just enrolled (no redirect under it). */
  need: 'not-enrolled' | 'enrolled' | 'any';
  children: (challenge: ChallengeDetail, my: MyChallenge & { mine: UserChallenge | null }) => ReactNode;
}

/**
 * Loads the challenge and the user's enrolment, and shows the honest state when the page cannot
 * be used: loading, failure, logged out (log in), already enrolled (to the dashboard), not
 * enrolled (to the challenge home), enrolment closed.
 */
export function ChallengeGate({ challengeId, title, need, children }: ChallengeGateProps) {
  const dispatch = useAppDispatch();
  const challengeQuery = useGetChallengeQuery(challengeId);
  const my = useMyChallenge(challengeId);
  const challenge = challengeQuery.data;

  const back = (
    <ButtonLink to={vaPaths.challenge(challengeId)} variant="outline">
      Back to the challenge
    </ButtonLink>
  );

  if (challengeQuery.isError) {
    const info = describeApiError(challengeQuery.error);
    return (
      <Page title={title}>
        <EmptyState
          title={info.status === 404 ? 'There is no such challenge' : 'This page could not be loaded'}
          icon="award"
          action={
            info.status === 404 ? (
              <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
                See all challenges
              </ButtonLink>
            ) : (
              <Button onClick={() => void challengeQuery.refetch()}>Try again</Button>
            )
          }
        >
          {info.status === 404 ? 'It may have been removed, or the link is mistyped.' : info.message}
        </EmptyState>
      </Page>
    );
  }
  if (!my.isAuth) {
    return (
      <Page title={title}>
        <EmptyState title="Log in to continue" icon="lock" action={<Button onClick={() => dispatch(loginModalOpened())}>Log in</Button>}>
          {need === 'enrolled' ? 'Log in to see your challenge dashboard and hand in your work.' : 'Log in to enrol in this challenge.'}
        </EmptyState>
      </Page>
    );
  }
  if (my.error) {
    return (
      <Page title={title}>
        <EmptyState title="Your enrolment could not be checked" icon="award" action={<Button onClick={my.refetch}>Try again</Button>}>
          {my.error.message}
        </EmptyState>
      </Page>
    );
  }
  if (!challenge || my.mine === undefined) {
    return (
      <Page title={title}>
        <PageSkeleton label="Loading" />
      </Page>
    );
  }
  if (need === 'not-enrolled' && my.mine) {
    return <Navigate to={vaPaths.dashboard(challengeId, 'home')} replace />;
  }
  if (need === 'not-enrolled' && !challenge.enrollable) {
    return (
      <Page title={title}>
        <EmptyState title="Enrolment is closed" icon="award" action={back}>
          {challenge.seatsLeft <= 0 ? 'All seats of this challenge are taken.' : 'This challenge is not taking applications now.'}
        </EmptyState>
      </Page>
    );
  }
  if (need === 'enrolled' && !my.mine) {
    return (
      <Page title={title}>
        <EmptyState
          title="You are not enrolled in this challenge"
          icon="award"
          action={challenge.enrollable ? <ButtonLink to={vaPaths.enroll(challengeId)}>Enrol</ButtonLink> : back}
        >
          {challenge.enrollable
            ? 'Enrol first to see the dashboard and hand in the weekly work.'
            : 'Enrolment for this challenge is closed.'}
        </EmptyState>
      </Page>
    );
  }
  return <>{children(challenge, { ...my, mine: my.mine })}</>;
}
