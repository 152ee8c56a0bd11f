import { Button, Skeleton } from 'antd';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { formatDayTime, useGetMyKadetsQuery, viewerTimeZone } from '@/features/coaches';
import styles from '../components/schedule.module.css';

/** /my/kadets (Koaches): the Kadets who booked them, with sessions count and last and next session. */
export function KadetsPage() {
  const { data, isLoading, isError, error, refetch } = useGetMyKadetsQuery();
  const zone = viewerTimeZone();
  let body;
  if (isError) {
    body = (
      <EmptyState title="Your Kadets could not be loaded" icon="users" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (isLoading || !data) {
    body = (
      <div role="status" aria-label="Loading Kadets">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <EmptyState
        title="No Kadets yet"
        icon="users"
        action={
          <ButtonLink to={PATHS.myAvailability} variant="outline">
            Check my availability
          </ButtonLink>
        }
      >
        Kadets who book sessions with you will be listed here.
      </EmptyState>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Kadets">
        {data.map((kadet) => (
          <li key={kadet.id} className={styles.card}>
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>{kadet.name}</h2>
              <span className={styles.muted}>{kadet.sessions === 1 ? '1 session' : `${kadet.sessions} sessions`}</span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Last session</dt>
                <dd>{kadet.lastSession ? formatDayTime(kadet.lastSession, zone) : 'None yet'}</dd>
              </div>
              <div>
                <dt>Next session</dt>
                <dd>{kadet.nextSession ? formatDayTime(kadet.nextSession, zone) : 'None booked'}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Page title="My Kadets" intro="The Kadets you have coached or will coach. Times are in your time zone.">
      {body}
    </Page>
  );
}
