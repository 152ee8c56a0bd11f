import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { PATHS, adminChallengePath } from '@/lib/paths';
import { useGetAdminChallengesQuery } from '../api/apprenticeship-api';
import { AdminVirappNav } from '../components/admin-nav';
import styles from '../components/apprenticeship.module.css';
import { useVaText } from '../i18n/use-va-text';

/** /admin/virapp/challenges: every challenge, drafts included, and the way to write a new one. */
export function AdminChallengesPage() {
  const { t, formatDate, weeksText } = useVaText();
  const query = useGetAdminChallengesQuery();
  return (
    <Page title={t('admin.authoring.title')} eyebrow={t('admin.eyebrow')} intro={t('admin.authoring.intro')}>
      <AdminVirappNav />
      <p>
        <ButtonLink to={PATHS.adminVirappNewChallenge}>{t('admin.authoring.create')}</ButtonLink>
      </p>
      <QueryStates
        query={query}
        loadingLabel={t('admin.authoring.loading')}
        errorTitle={t('admin.authoring.loadFailed')}
        retryLabel={t('facts.tryAgain')}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('admin.authoring.empty')}>{t('admin.authoring.intro')}</EmptyState>
          ) : (
            <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('admin.authoring.label')}>
              {data.map((challenge) => (
                <li key={challenge.id} className={styles.panel}>
                  <h2 style={{ marginTop: 0 }}>
                    <Link to={adminChallengePath(challenge.id)}>{challenge.title}</Link>
                  </h2>
                  <p className={styles.small}>
                    <strong>{t(`status.challenge.${challenge.status}`)}</strong> · {challenge.partner.name}
                  </p>
                  <p className={styles.small}>
                    {t('admin.authoring.facts', {
                      start: formatDate(challenge.startDate),
                      end: formatDate(challenge.endDate),
                      weeks: weeksText(challenge.weeks),
                      groups: challenge.groups,
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </Page>
  );
}
