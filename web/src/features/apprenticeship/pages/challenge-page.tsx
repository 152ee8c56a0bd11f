import { useParams } from 'react-router';
import { CategoryTag } from '@/components/content/category-tag';
import { FallbackNote } from '@/components/content/fallback-note';
import { ChallengeFacts } from '../components/challenge-facts';
import { Page } from '@/components/page';
import { UnavailablePage } from '@/components/unavailable-page';
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
import { TitledSection } from '@/components/titled-section';

/** /virtual-apprenticeship/{challengeId}: what the challenge is, who runs it, its weeks, and what the visitor can do next. */
export function ChallengePage() {
  const { t } = useVaText();
  const { challengeId = '' } = useParams();
  const { data: challenge, isError, error, refetch } = useGetChallengeQuery(challengeId);
  const my = useMyChallenge(challengeId);

  if (isError) {
    return (
      <UnavailablePage
        error={error}
        onRetry={() => void refetch()}
        title={t('challenge.title')}
        icon="award"
        failedTitle={t('challenge.loadFailed')}
        retryLabel={t('facts.tryAgain')}
        missing={{
          pageTitle: t('challenge.notFound'),
          title: t('challenge.notFoundTitle'),
          text: t('challenge.notFoundText'),
          to: PATHS.virtualApprenticeship,
          linkLabel: t('challenge.seeAll'),
        }}
      />
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
          <TitledSection id="about" title={t('challenge.about')} className={styles.panel}>
            <p className={styles.prose}>{challenge.description}</p>
            <FallbackNote records={[challenge]} />
          </TitledSection>
          <TitledSection id="weeks" title={t('challenge.weeks')} className={styles.panel}>
            <WeeksOverview weeks={challenge.weekList} />
          </TitledSection>
        </div>
        <aside className={`${styles.aside} ${styles.asideFirst}`}>
          <section className={styles.panel} aria-label={t('challenge.enrolment')}>
            <ChallengeCta challenge={challenge} my={my} />
          </section>
          <TitledSection id="facts" title={t('challenge.atAGlance')} className={styles.panel}>
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
              <ChallengeFacts challenge={challenge} />
            </dl>
          </TitledSection>
        </aside>
      </div>
    </Page>
  );
}
