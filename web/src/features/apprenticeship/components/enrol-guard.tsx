import type { ChallengeDetail, UserChallenge } from '@lakbay/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { UnavailablePage } from '@/components/unavailable-page';
import { PATHS, vaPaths } from '@/lib/paths';
import { loginModalOpened } from '@/lib/state';
import { useAppDispatch } from '@/lib/state/hooks';
import { useGetChallengeQuery } from '../api/apprenticeship-api';
import { useMyChallenge, type MyChallenge } from '../hooks/use-my-challenge';
import { useVaText } from '../i18n/use-va-text';
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
  const { t } = useVaText();
  const dispatch = useAppDispatch();
  const challengeQuery = useGetChallengeQuery(challengeId);
  const my = useMyChallenge(challengeId);
  const challenge = challengeQuery.data;

  const back = (
    <ButtonLink to={vaPaths.challenge(challengeId)} variant="outline">
      {t('enrol.back')}
    </ButtonLink>
  );

  if (challengeQuery.isError) {
    return (
      <UnavailablePage
        error={challengeQuery.error}
        onRetry={() => void challengeQuery.refetch()}
        title={title}
        icon="award"
        failedTitle={t('gate.loadFailed')}
        retryLabel={t('facts.tryAgain')}
        missing={{
          title: t('challenge.notFoundTitle'),
          text: t('challenge.notFoundText'),
          to: PATHS.virtualApprenticeship,
          linkLabel: t('challenge.seeAll'),
        }}
      />
    );
  }
  if (!my.isAuth) {
    return (
      <Page title={title}>
        <EmptyState
          title={t('gate.loginTitle')}
          icon="lock"
          action={<Button onClick={() => dispatch(loginModalOpened())}>{t('gate.login')}</Button>}
        >
          {need === 'enrolled' ? t('gate.loginDashboard') : t('gate.loginEnrol')}
        </EmptyState>
      </Page>
    );
  }
  if (my.error) {
    return (
      <Page title={title}>
        <EmptyState title={t('gate.checkFailed')} icon="award" action={<Button onClick={my.refetch}>{t('facts.tryAgain')}</Button>}>
          {my.error.message}
        </EmptyState>
      </Page>
    );
  }
  if (!challenge || my.mine === undefined) {
    return (
      <Page title={title}>
        <PageSkeleton label={t('gate.loading')} />
      </Page>
    );
  }
  if (need === 'not-enrolled' && my.mine) {
    return <Navigate to={vaPaths.dashboard(challengeId, 'home')} replace />;
  }
  if (need === 'not-enrolled' && !challenge.enrollable) {
    return (
      <Page title={title}>
        <EmptyState title={t('gate.closedTitle')} icon="award" action={back}>
          {challenge.seatsLeft <= 0 ? t('gate.seatsTaken') : t('gate.notTaking')}
        </EmptyState>
      </Page>
    );
  }
  if (need === 'enrolled' && !my.mine) {
    return (
      <Page title={title}>
        <EmptyState
          title={t('gate.notEnrolled')}
          icon="award"
          action={challenge.enrollable ? <ButtonLink to={vaPaths.enroll(challengeId)}>{t('cta.enrol')}</ButtonLink> : back}
        >
          {challenge.enrollable ? t('gate.enrolFirst') : t('cta.enrolmentClosed')}
        </EmptyState>
      </Page>
    );
  }
  return <>{children(challenge, { ...my, mine: my.mine })}</>;
}
