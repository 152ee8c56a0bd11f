import type { CoachingResource } from '@lakbay/contracts';
import { Link } from 'react-router';
import { FallbackNote } from '@/components/content/fallback-note';
import { PlainText } from '@/components/content/plain-text';
import { EmptyState } from '@/components/empty-state';
import { NewTabLink } from '@/components/new-tab-link';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { PATHS } from '@/lib/paths';
import { useGetCoachingResourcesQuery } from '../api/coaching-resources-api';
import styles from '../components/resources.module.css';

import { useTranslation } from 'react-i18next';
import { RESOURCES_NS } from '../i18n/register';
/** /coaching-resources: Start Here for Koaches, in the order the team set. */
export function CoachingResourcesPage() {
  const { t } = useTranslation(RESOURCES_NS);
  const query = useGetCoachingResourcesQuery();

  return (
    <Page eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} narrow>
      <QueryStates query={query} loadingLabel={t('loading')} errorTitle={t('error')} retryLabel={t('tryAgain')} icon="book">
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('none')} icon="book" link={{ to: PATHS.faqsAddAvailability, label: t('addAvailability') }}>
              {t('noneText')}
            </EmptyState>
          ) : (
            <>
              <FallbackNote records={data} />
              <ol className={styles.list}>
                {[...data]
                  .sort((a, b) => a.position - b.position)
                  .map((resource) => (
                    <li key={resource.id} className={styles.card}>
                      <h2 className={styles.title}>{resource.title}</h2>
                      <PlainText text={resource.body} />
                      <ResourceLink resource={resource} />
                    </li>
                  ))}
              </ol>
            </>
          )
        }
      </QueryStates>
    </Page>
  );
}

/** A page of the platform opens in place; anything else in a new tab. */
function ResourceLink({ resource }: { resource: CoachingResource }) {
  const { t } = useTranslation(RESOURCES_NS);
  if (!resource.linkUrl) {
    return null;
  }
  const label = resource.linkLabel || t('open');
  return resource.linkUrl.startsWith('/') ? (
    <Link className={styles.link} to={resource.linkUrl}>
      {label}
    </Link>
  ) : (
    <NewTabLink className={styles.link} href={resource.linkUrl}>
      {label}
    </NewTabLink>
  );
}
