import type { EventDetail } from '@lakbay/contracts';
import { Button, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { formatDateTime, formatTimeRange } from '@/components/content/format';
import { PlainText } from '@/components/content/plain-text';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { useGetEventQuery } from '../api/events-api';
import { FORMAT_LABELS, seatsText } from '../components/event-labels';
import { RegistrationPanel } from '../components/registration-panel';
import styles from '../components/events.module.css';

/** /events/{eventId}: when and where, the description, seats, and the visitor's registration. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const { data: event, isLoading, isError, error, refetch } = useGetEventQuery(eventId);

  if (isLoading) {
    return (
      <Page title="Event details">
        <div role="status" aria-label="Loading event">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </Page>
    );
  }
  if (isError || !event) {
    const info = describeApiError(error);
    const missing = info.status === 404;
    return (
      <Page title={missing ? 'Event not found' : 'Event details'}>
        <EmptyState
          title={missing ? 'We could not find this event' : 'This event could not be loaded'}
          icon="bell"
          action={
            missing ? (
              <ButtonLink to={PATHS.events} variant="outline">
                See what&apos;s new
              </ButtonLink>
            ) : (
              <Button onClick={() => void refetch()}>Try again</Button>
            )
          }
        >
          {missing ? 'It may have been cancelled or taken down.' : info.message}
        </EmptyState>
      </Page>
    );
  }
  return <EventDetails event={event} />;
}

function EventDetails({ event }: { event: EventDetail }) {
  return (
    <Page eyebrow="What's New" title={event.title}>
      {event.bannerImageUrl && <img className={styles.banner} src={event.bannerImageUrl} alt="" />}
      <div className={styles.layout}>
        <div className={styles.description}>
          <dl className={styles.details}>
            <div>
              <dt>When</dt>
              <dd>
                <time dateTime={event.startAt}>{formatTimeRange(event.startAt, event.endAt)}</time>
              </dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>
                {FORMAT_LABELS[event.format]}
                {event.location ? ` · ${event.location}` : ''}
              </dd>
            </div>
            <div>
              <dt>Seats</dt>
              <dd>{seatsText(event)}</dd>
            </div>
            {event.registrationCloseAt && (
              <div>
                <dt>Registration closes</dt>
                <dd>{formatDateTime(event.registrationCloseAt)}</dd>
              </div>
            )}
          </dl>
          <h2 className={styles.aboutTitle}>About this event</h2>
          <PlainText text={event.description} />
        </div>
        <RegistrationPanel event={event} />
      </div>
    </Page>
  );
}
