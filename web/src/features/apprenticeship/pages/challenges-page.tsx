import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { useGetChallengesQuery } from '../api/apprenticeship-api';
import { ChallengeCard } from '../components/challenge-card';
import { ChallengeSkeletons } from '../components/challenge-skeletons';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship: the challenges, open ones first as the server orders them. */
export function ChallengesPage() {
  const { t } = useVaText();
  const { data, isLoading, isError, error, refetch } = useGetChallengesQuery();

  let body;
  if (isError) {
    body = (
      <EmptyState title={t('list.error')} icon="award" action={<Button onClick={() => void refetch()}>{t('facts.tryAgain')}</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (isLoading || !data) {
    body = <ChallengeSkeletons />;
  } else if (data.length === 0) {
    body = (
      <EmptyState title={t('list.empty')} icon="award">
        {t('list.emptyText')}
      </EmptyState>
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label={t('list.label')}>
        {data.map((challenge) => (
          <li key={challenge.id}>
            <ChallengeCard challenge={challenge} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title={t('list.title')} intro={t('list.intro')}>
      {body}
    </Page>
  );
}
