import { EmptyState } from '@/components/empty-state';
import { FallbackNote } from '@/components/content/fallback-note';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { useGetChallengesQuery } from '../api/apprenticeship-api';
import { ChallengeCard } from '../components/challenge-card';
import { ChallengeSkeletons } from '../components/challenge-skeletons';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship: the challenges, open ones first as the server orders them. */
export function ChallengesPage() {
  const { t } = useVaText();
  const query = useGetChallengesQuery();

  return (
    <Page title={t('list.title')} intro={t('list.intro')}>
      <QueryStates
        query={query}
        loadingLabel={t('list.loading')}
        placeholder={<ChallengeSkeletons />}
        errorTitle={t('list.error')}
        retryLabel={t('facts.tryAgain')}
        icon="award"
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('list.empty')} icon="award">
              {t('list.emptyText')}
            </EmptyState>
          ) : (
            <>
              <ul className={styles.grid} aria-label={t('list.label')}>
                {data.map((challenge) => (
                  <li key={challenge.id}>
                    <ChallengeCard challenge={challenge} />
                  </li>
                ))}
              </ul>
              <FallbackNote records={data} />
            </>
          )
        }
      </QueryStates>
    </Page>
  );
}
