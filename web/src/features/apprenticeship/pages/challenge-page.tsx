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
import { CHALLENGE_STATUS_TONES } from '../lib/format';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship/{challengeId}: what the challenge is, who runs it, its weeks, and what the visitor can do next. */
export function ChallengePage() {
  const { t, formatDate, formatDateRange, seatsText, weeksText } = useVaText();
  const { challengeId = '' } = useParams();
  const { data: challenge, isError, error, refetch } = useGetChallengeQuery(challengeId);
  const my = useMyChallenge(challengeId);

  if (isError) {
    const info = describeApiError(error);
    const missing = info.status === 404 || info.code === ErrorCode.NOT_FOUND;
    return (
      <Page title={missing ? t('challenge.notFound') : t('challenge.title')}>
        <EmptyState
          title={missing ? t('challenge.notFoundTitle') : t('challenge.loadFailed')}
          icon="award"
          action={
            missing ? (
              <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
                {t('challenge.seeAll')}
              </ButtonLink>
            ) : (
              <Button onClick={() => void refetch()}>{t('facts.tryAgain')}</Button>
            )
          }
        >
          {missing ? t('challenge.notFoundText') : info.message}
        </EmptyState>
      </Page>
    );
  }
  if (!challenge) {
    return (
      <Page title={t('challenge.title')}>
        <PageSkeleton label={t('challenge.loading')} />
      </Page>
    );
  }

  return (
    <Page title={challenge.title} eyebrow={t('challenge.eyebrow', { partner: challenge.partner.name })} intro={challenge.summary}>
      <div className={styles.layout}>
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="about">
            <h2 id="about">{t('challenge.about')}</h2>
            <p className={styles.prose}>{challenge.description}</p>
          </section>
          <section className={styles.panel} aria-labelledby="weeks">
            <h2 id="weeks">{t('challenge.weeks')}</h2>
            <WeeksOverview weeks={challenge.weekList} />
          </section>
        </div>
        <aside className={`${styles.aside} ${styles.asideFirst}`}>
          <section className={styles.panel} aria-label={t('challenge.enrolment')}>
            <ChallengeCta challenge={challenge} my={my} />
          </section>
          <section className={styles.panel} aria-labelledby="facts">
            <h2 id="facts">{t('challenge.atAGlance')}</h2>
            <dl className={styles.dl}>
              <dt>{t('challenge.status')}</dt>
              <dd>
                <StatusTag tone={CHALLENGE_STATUS_TONES[challenge.status]}>{t(`status.challenge.${challenge.status}`)}</StatusTag>
              </dd>
              <dt>{t('challenge.partner')}</dt>
              <dd>
                {challenge.partner.website ? (
                  <a href={challenge.partner.website} target="_blank" rel="noreferrer noopener">
                    {challenge.partner.name}
                  </a>
                ) : (
                  challenge.partner.name
                )}
              </dd>
              <dt>{t('challenge.field')}</dt>
              <dd>
                <CategoryTag category={challenge.category} />
              </dd>
              <dt>{t('challenge.runs')}</dt>
              <dd>
                {formatDateRange(challenge.startDate, challenge.endDate)} ({weeksText(challenge.weeks)})
              </dd>
              <dt>{t('challenge.applyBy')}</dt>
              <dd>{formatDate(challenge.applicationDeadline)}</dd>
              <dt>{t('challenge.seats')}</dt>
              <dd>{seatsText(challenge)}</dd>
              <dt>{t('challenge.joinAs')}</dt>
              <dd>
                {challenge.applicationTypes
                  .map((type) =>
                    type === 'GROUP' ? t('challenge.asGroup', { size: challenge.maxGroupSize }) : t('challenge.asIndividual'),
                  )
                  .join(t('challenge.or'))}
              </dd>
            </dl>
          </section>
        </aside>
      </div>
    </Page>
  );
}
