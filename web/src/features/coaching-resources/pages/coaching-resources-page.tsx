import type { CoachingResource } from '@lakbay/contracts';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PlainText } from '@/components/content/plain-text';
import { EmptyState } from '@/components/empty-state';
import { NewTabLink } from '@/components/new-tab-link';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { useGetCoachingResourcesQuery } from '../api/coaching-resources-api';
import styles from '../components/resources.module.css';

/** /coaching-resources: Start Here for Koaches, in the order the team set. */
export function CoachingResourcesPage() {
  const { data, isLoading, isError, error, refetch } = useGetCoachingResourcesQuery();

  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-label="Loading resources">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (isError || !data) {
    body = (
      <EmptyState title="Resources could not be loaded" icon="book" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (data.length === 0) {
    body = (
      <EmptyState
        title="No resources yet"
        icon="book"
        action={
          <ButtonLink to={PATHS.faqsAddAvailability} variant="outline">
            How to add availabilities
          </ButtonLink>
        }
      >
        Guides for running your first session, templates and tips from other Koaches will be collected here.
      </EmptyState>
    );
  } else {
    body = (
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
    );
  }

  return (
    <Page eyebrow="For Koaches" title="Coaching resources" intro="Start here: how Lakbay sessions work and how to prepare for one." narrow>
      {body}
    </Page>
  );
}

/** A page of the platform opens in place; anything else in a new tab. */
function ResourceLink({ resource }: { resource: CoachingResource }) {
  if (!resource.linkUrl) {
    return null;
  }
  const label = resource.linkLabel || 'Open';
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
