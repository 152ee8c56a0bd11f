import type { MyEventRegistration } from '@lakbay/contracts';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { useGetMyEventRegistrationsQuery } from '../api/events-api';
import { EventCard } from '../components/event-card';
import styles from '../components/events.module.css';

/**
 * /my/events: the events the Kadet registered for (or marked interest in), with the status of each:
 * coming up first (soonest first), then past ones. Cancelled registrations are left out.
 */
export function MyEventsPage() {
  const { data, isLoading, isError, error, refetch } = useGetMyEventRegistrationsQuery();
  // Coming up or past as of opening the page.
  const [now] = useState(() => Date.now());
  let body;
  if (isError) {
    body = (
      <EmptyState title="Your events could not be loaded" icon="bell" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (isLoading || !data) {
    body = (
      <div role="status" aria-label="Loading your events">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else {
    const kept = data.filter((r) => r.status !== 'DROPPED_OUT');
    // The list comes latest event first: upcoming ones read better soonest first.
    const upcoming = kept.filter((r) => new Date(r.event.endAt).getTime() > now).reverse();
    const past = kept.filter((r) => new Date(r.event.endAt).getTime() <= now);
    body =
      kept.length === 0 ? (
        <EmptyState
          title="No events yet"
          icon="bell"
          action={
            <ButtonLink to={PATHS.events} variant="outline">
              See what's new
            </ButtonLink>
          }
        >
          Talks, workshops and meet-ups you register for will show here with the status of your registration.
        </EmptyState>
      ) : (
        <>
          <Section id="my-upcoming" title="Coming up" registrations={upcoming} empty="Nothing coming up." />
          <Section id="my-past" title="Past" registrations={past} past empty="No past events yet." />
        </>
      );
  }
  return (
    <Page title="My events" intro="The events you registered for, and where each registration stands. We e-mail you when it changes.">
      {body}
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
