import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { formatDayTime, useGetMyKadetsQuery, viewerTimeZone } from '@/features/coaches';
import styles from '../components/schedule.module.css';
import { MY_NS } from '../i18n/register';

/** /my/kadets (Koaches): the Kadets who booked them, with sessions count and last and next session. */
export function KadetsPage() {
  const { t } = useTranslation(MY_NS);
  const { data, isLoading, isError, error, refetch } = useGetMyKadetsQuery();
  const zone = viewerTimeZone();
  let body;
  if (isError) {
    body = (
      <EmptyState title={t('kadets.error')} icon="users" action={<Button onClick={() => void refetch()}>{t('kadets.tryAgain')}</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (isLoading || !data) {
    body = (
      <div role="status" aria-label={t('kadets.loading')}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <EmptyState
        title={t('kadets.none')}
        icon="users"
        action={
          <ButtonLink to={PATHS.myAvailability} variant="outline">
            {t('kadets.checkAvailability')}
          </ButtonLink>
        }
      >
        {t('kadets.noneText')}
      </EmptyState>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={t('kadets.list')}>
        {data.map((kadet) => (
          <li key={kadet.id} className={styles.card}>
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>{kadet.name}</h2>
              <span className={styles.muted}>{t('kadets.sessions', { count: kadet.sessions })}</span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('kadets.last')}</dt>
                <dd>{kadet.lastSession ? formatDayTime(kadet.lastSession, zone) : t('kadets.noneYet')}</dd>
              </div>
              <div>
                <dt>{t('kadets.next')}</dt>
                <dd>{kadet.nextSession ? formatDayTime(kadet.nextSession, zone) : t('kadets.noneBooked')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Page title={t('kadets.title')} intro={t('kadets.intro')}>
      {body}
    </Page>
  );
}
