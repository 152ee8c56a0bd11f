import type { EventWhen, MyEventRegistration } from '@lakbay/contracts';
import { PagedList } from '@/components/list-page';
import { selectIsAuth } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { useGetEventsQuery, useGetMyEventRegistrationsQuery } from '../api/events-api';
import { EventCard } from './event-card';

export interface EventListProps {
  when: Exclude<EventWhen, 'all'>;
  page: number;
  onPage: (page: number) => void;
  pageSize?: number;
}

/** Upcoming events (soonest first) or past ones (latest first), a page at a time. */
export function EventList({ when, page, onPage, pageSize = 10 }: EventListProps) {
  const query = useGetEventsQuery({ when, page, pageSize });
  const loggedIn = useAppSelector(selectIsAuth);
  // The viewer's registrations mark the events they registered for; a cancelled one is not marked.
  const { data: mine } = useGetMyEventRegistrationsQuery(undefined, { skip: !loggedIn });
  const registrations = new Map<string, MyEventRegistration>(
    (loggedIn ? (mine ?? []) : []).filter((r) => r.status !== 'DROPPED_OUT').map((r) => [r.eventId, r]),
  );
  return (
    <PagedList
      query={query}
      label={when === 'upcoming' ? 'Upcoming events' : 'Past events'}
      pagerLabel="Pages of events"
      loadingLabel="Loading events"
      icon="bell"
      errorTitle="Events could not be loaded"
      itemMin="one"
      skeleton={{ count: 3 }}
      empty={
        when === 'upcoming'
          ? { title: 'No upcoming events', text: 'New talks, workshops and meet-ups will appear here.' }
          : { title: 'No past events yet', text: 'Events that have ended will be listed here.' }
      }
      renderItem={(event) => <EventCard event={event} past={when === 'past'} registration={registrations.get(event.id)} />}
      onPage={onPage}
    />
  );
}
