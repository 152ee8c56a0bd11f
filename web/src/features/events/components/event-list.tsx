import type { EventWhen, MyEventRegistration } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/list-page';
import { selectIsAuth } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { useGetEventsQuery, useGetMyEventRegistrationsQuery } from '../api/events-api';
import { EVENTS_NS } from '../i18n/register';
import { EventCard } from './event-card';

export interface EventListProps {
  when: Exclude<EventWhen, 'all'>;
  page: number;
  onPage: (page: number) => void;
  pageSize?: number;
}

/** Upcoming events (soonest first) or past ones (latest first), a page at a time. */
export function EventList({ when, page, onPage, pageSize = 10 }: EventListProps) {
  const { t } = useTranslation(EVENTS_NS);
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
      label={when === 'upcoming' ? t('list.upcomingLabel') : t('list.pastLabel')}
      pagerLabel={t('list.pages')}
      loadingLabel={t('list.loading')}
      icon="bell"
      errorTitle={t('list.error')}
      itemMin="one"
      skeleton={{ count: 3 }}
      empty={
        when === 'upcoming'
          ? { title: t('list.noUpcoming'), text: t('list.noUpcomingText') }
          : { title: t('list.noPast'), text: t('list.noPastText') }
      }
      renderItem={(event) => <EventCard event={event} past={when === 'past'} registration={registrations.get(event.id)} />}
      onPage={onPage}
    />
  );
}
