import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { PATHS } from '@/lib/paths';
import { formatDayTime, useGetMyKadetsQuery, useViewerTimeZone } from '@/features/coaches';
import styles from '../components/schedule.module.css';
import { MY_NS } from '../i18n/register';

/** /my/kadets (Koaches): the Kadets who booked them, with sessions count and last and next session. */
export function KadetsPage() {
  const { t } = useTranslation(MY_NS);
  const query = useGetMyKadetsQuery();
  const zone = useViewerTimeZone();
  return (
    <Page title={t('kadets.title')} intro={t('kadets.intro')}>
      <QueryStates
        query={query}
        loadingLabel={t('kadets.loading')}
        rows={5}
        errorTitle={t('kadets.error')}
        retryLabel={t('kadets.tryAgain')}
        icon="users"
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('kadets.none')} icon="users" link={{ to: PATHS.myAvailability, label: t('kadets.checkAvailability') }}>
              {t('kadets.noneText')}
            </EmptyState>
          ) : (
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
          )
        }
      </QueryStates>
    </Page>
  );
}
