import { ErrorCode } from '@lakbay/contracts';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { CategoryTag } from '@/components/content/category-tag';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { useGetChallengeQuery } from '../api/apprenticeship-api';
import { ChallengeCta } from '../components/challenge-cta';
import { PageSkeleton } from '../components/challenge-skeletons';
import { StatusTag } from '@/components/status-tag';
import { WeeksOverview } from '../components/weeks-overview';
import { useMyChallenge } from '../hooks/use-my-challenge';
import { CHALLENGE_STATUS_LABELS, CHALLENGE_STATUS_TONES, formatDate, formatDateRange, seatsText, weeksText } from '../lib/format';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship/{challengeId}: what the challenge is, who runs it, its weeks, and what the visitor can do next. */
export function ChallengePage() {
  const { challengeId = '' } = useParams();
  const { data: challenge, isError, error, refetch } = useGetChallengeQuery(challengeId);
  const my = useMyChallenge(challengeId);

  if (isError) {
    const info = describeApiError(error);
    const missing = info.status === 404 || info.code === ErrorCode.NOT_FOUND;
    return (
      <Page title={missing ? 'Challenge not found' : 'Challenge'}>
        <EmptyState
          title={missing ? 'There is no such challenge' : 'This challenge could not be loaded'}
          icon="award"
          action={
            missing ? (
              <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
                See all challenges
              </ButtonLink>
            ) : (
              <Button onClick={() => void refetch()}>Try again</Button>
            )
          }
        >
          {missing ? 'It may have been removed, or the link is mistyped.' : info.message}
        </EmptyState>
      </Page>
    );
  }
  if (!challenge) {
    return (
      <Page title="Challenge">
        <PageSkeleton label="Loading the challenge" />
      </Page>
    );
  }

  return (
    <Page title={challenge.title} eyebrow={`Virtual Apprenticeship · ${challenge.partner.name}`} intro={challenge.summary}>
      <div className={styles.layout}>
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="about">
            <h2 id="about">About the challenge</h2>
            <p className={styles.prose}>{challenge.description}</p>
          </section>
          <section className={styles.panel} aria-labelledby="weeks">
            <h2 id="weeks">Weeks</h2>
            <WeeksOverview weeks={challenge.weekList} />
          </section>
        </div>
        <aside className={`${styles.aside} ${styles.asideFirst}`}>
          <section className={styles.panel} aria-label="Enrolment">
            <ChallengeCta challenge={challenge} my={my} />
          </section>
          <section className={styles.panel} aria-labelledby="facts">
            <h2 id="facts">At a glance</h2>
            <dl className={styles.dl}>
              <dt>Status</dt>
              <dd>
                <StatusTag tone={CHALLENGE_STATUS_TONES[challenge.status]}>{CHALLENGE_STATUS_LABELS[challenge.status]}</StatusTag>
              </dd>
              <dt>Partner</dt>
              <dd>
                {challenge.partner.website ? (
                  <a href={challenge.partner.website} target="_blank" rel="noreferrer noopener">
                    {challenge.partner.name}
                  </a>
                ) : (
                  challenge.partner.name
                )}
              </dd>
              <dt>Field</dt>
              <dd>
                <CategoryTag category={challenge.category} />
              </dd>
              <dt>Runs</dt>
              <dd>
                {formatDateRange(challenge.startDate, challenge.endDate)} ({weeksText(challenge.weeks)})
              </dd>
              <dt>Apply by</dt>
              <dd>{formatDate(challenge.applicationDeadline)}</dd>
              <dt>Seats</dt>
              <dd>{seatsText(challenge)}</dd>
              <dt>Join as</dt>
              <dd>
                {challenge.applicationTypes
                  .map((type) => (type === 'GROUP' ? `a group of up to ${challenge.maxGroupSize}` : 'an individual'))
                  .join(' or ')}
              </dd>
            </dl>
          </section>
        </aside>
      </div>
    </Page>
  );
}
