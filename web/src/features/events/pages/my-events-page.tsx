import type { MyEventRegistration } from '@lakbay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { PATHS } from '@/lib/paths';
import { useGetMyEventRegistrationsQuery } from '../api/events-api';
import { EventCard } from '../components/event-card';
import styles from '../components/events.module.css';
import { EVENTS_NS } from '../i18n/register';

/**
 * /my/events: the events the Kadet registered for (or marked interest in), with the status of each:
 * coming up first (soonest first), then past ones. Cancelled registrations are left out.
 */
export function MyEventsPage() {
  const { t } = useTranslation(EVENTS_NS);
  const query = useGetMyEventRegistrationsQuery();
  // Coming up or past as of opening the page.
  const [now] = useState(() => Date.now());
  return (
    <Page title={t('mine.title')} intro={t('mine.intro')}>
      <QueryStates query={query} loadingLabel={t('mine.loading')} errorTitle={t('mine.error')} retryLabel={t('mine.retry')} icon="bell">
        {(data) => {
          const kept = data.filter((r) => r.status !== 'DROPPED_OUT');
          // The list comes latest event first: upcoming ones read better soonest first.
          const upcoming = kept.filter((r) => new Date(r.event.endAt).getTime() > now).reverse();
          const past = kept.filter((r) => new Date(r.event.endAt).getTime() <= now);
          return kept.length === 0 ? (
            <EmptyState title={t('mine.none')} icon="bell" link={{ to: PATHS.events, label: t('mine.seeNew') }}>
              {t('mine.noneText')}
            </EmptyState>
          ) : (
            <>
              <Section id="my-upcoming" title={t('mine.upcoming')} registrations={upcoming} empty={t('mine.upcomingNone')} />
              <Section id="my-past" title={t('mine.past')} registrations={past} past empty={t('mine.pastNone')} />
            </>
          );
        }}
      </QueryStates>
    </Page>
  );
}

function Section({
  id,
  title,
  registrations,
  empty,
  past = false,
}: {
  id: string;
  title: string;
  registrations: MyEventRegistration[];
  empty: string;
  past?: boolean;
}) {
  return (
    <section className={styles.mySection} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {registrations.length > 0 ? (
        <ul className={styles.list} aria-label={title}>
          {registrations.map((registration) => (
            <li key={registration.id}>
              <EventCard event={registration.event} past={past} registration={registration} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{empty}</p>
      )}
    </section>
  );
}
