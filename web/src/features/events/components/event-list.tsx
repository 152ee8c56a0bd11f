import type { EventWhen, MyEventRegistration } from '@lakbay/contracts';
import { Button } from '@/components/button';
import { CardSkeletons } from '@/components/content/card-skeletons';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/plain/pager';
import { describeApiError } from '@/lib/api/api-error';
import { selectIsAuth } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { useGetEventsQuery, useGetMyEventRegistrationsQuery } from '../api/events-api';
import { EventCard } from './event-card';
import styles from './events.module.css';

export interface EventListProps {
  when: Exclude<EventWhen, 'all'>;
  page: number;
  onPage: (page: number) => void;
  pageSize?: number;
}

/** Upcoming events (soonest first) or past ones (latest first), a page at a time. */
export function EventList({ when, page, onPage, pageSize = 10 }: EventListProps) {
  const { data, isFetching, isError, error, refetch } = useGetEventsQuery({ when, page, pageSize });
  const loggedIn = useAppSelector(selectIsAuth);
  // The viewer's registrations mark the events they registered for; a cancelled one is not marked.
  const { data: mine } = useGetMyEventRegistrationsQuery(undefined, { skip: !loggedIn });
  const registrations = new Map<string, MyEventRegistration>(
    (loggedIn ? (mine ?? []) : []).filter((r) => r.status !== 'DROPPED_OUT').map((r) => [r.eventId, r]),
  );
  if (isError) {
    return (
      <EmptyState
        title="Events could not be loaded"
        icon="bell"
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {describeApiError(error).message}
      </EmptyState>
    );
  }
  if (!data || (isFetching && data.items.length === 0)) {
    return <CardSkeletons count={3} label="Loading events" />;
  }
  if (data.items.length === 0) {
    return (
      <EmptyState title={when === 'upcoming' ? 'No upcoming events' : 'No past events yet'} icon="bell">
        {when === 'upcoming' ? 'New talks, workshops and meet-ups will appear here.' : 'Events that have ended will be listed here.'}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={when === 'upcoming' ? 'Upcoming events' : 'Past events'} aria-busy={isFetching || undefined}>
        {data.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} past={when === 'past'} registration={registrations.get(event.id)} />
          </li>
        ))}
      </ul>
      {data.total > data.pageSize && (
        <nav className={styles.pager} aria-label="Pages of events">
          <Pager current={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} />
        </nav>
      )}
    </>
  );
}
