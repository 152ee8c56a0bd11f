import type { Booking } from '@lakbay/contracts';
import { Alert, Button, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { selectLoggedUser } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { useGetBookingQuery, useGetMyBookingsQuery, type BookingRole } from '@/features/coaches';
import { BookingCard } from '../components/booking-card';
import { CancelDialog } from '../components/cancel-dialog';
import { ReviewDialog } from '../components/review-dialog';
import styles from '../components/schedule.module.css';

/**
 * /my/schedule: upcoming and past sessions with what the viewer may do. Koaches switch between
 * their sessions as Koach (default) and as Kadet. An e-mail link ?cancel={id}&token=... opens the
 * cancel dialog for that booking.
 */
export function SchedulePage() {
  const isCoach = useAppSelector(selectLoggedUser)?.isCoach ?? false;
  const [params, setParams] = useSearchParams();
  const role: BookingRole = isCoach && params.get('as') !== 'kadet' ? 'coach' : 'kadet';
  const { data, isLoading, isError, error, refetch } = useGetMyBookingsQuery(role);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<Booking | null>(null);

  const linkId = params.get('cancel');
  const linkToken = params.get('token');
  const linked = useGetBookingQuery({ id: linkId ?? '', token: linkToken }, { skip: !linkId });
  const closeLink = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('cancel');
        next.delete('token');
        return next;
      },
      { replace: true },
    );

  const setRole = (next: BookingRole) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'kadet') {
          updated.set('as', 'kadet');
        } else {
          updated.delete('as');
        }
        return updated;
      },
      { replace: true },
    );

  const list = (bookings: Booking[]) => (
    <ul className={styles.list}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} onCancel={setCancelling} onReview={setReviewing} />
        </li>
      ))}
    </ul>
  );

  let body;
  if (isError) {
    body = (
      <EmptyState
        title="Your schedule could not be loaded"
        icon="calendar"
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      >
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (isLoading || !data) {
    body = (
      <div role="status" aria-label="Loading sessions">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (data.upcoming.length === 0 && data.past.length === 0) {
    body =
      role === 'coach' ? (
        <EmptyState
          title="No sessions yet"
          icon="calendar"
          action={
            <ButtonLink to={PATHS.myAvailability} variant="outline">
              Check my availability
            </ButtonLink>
          }
        >
          Kadets book the free times from your calendar. Sessions they book will show here.
        </EmptyState>
      ) : (
        <EmptyState
          title="No sessions yet"
          icon="calendar"
          action={
            <ButtonLink to={PATHS.coaches} variant="outline">
              Find a Koach
            </ButtonLink>
          }
        >
          Sessions you book, and their times, will show here.
        </EmptyState>
      );
  } else {
    body = (
      <>
        <section className={styles.section} aria-labelledby="upcoming">
          <h2 id="upcoming">Upcoming</h2>
          {data.upcoming.length > 0 ? list(data.upcoming) : <p className={styles.muted}>Nothing coming up.</p>}
        </section>
        <section className={styles.section} aria-labelledby="past">
          <h2 id="past">Past</h2>
          {data.past.length > 0 ? list(data.past) : <p className={styles.muted}>No past sessions yet.</p>}
        </section>
      </>
    );
  }

  const linkedError = linkId && linked.isError ? describeApiError(linked.error) : null;

  return (
    <Page title="My schedule" intro="Your upcoming and past sessions. Times are in your time zone.">
      {isCoach && (
        <div className={styles.toolbar}>
          <Segmented<BookingRole>
            aria-label="Show my sessions"
            value={role}
            onChange={setRole}
            options={[
              { label: 'As Koach', value: 'coach' },
              { label: 'As Kadet', value: 'kadet' },
            ]}
          />
        </div>
      )}
      {linkedError && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: closeLink }}
          style={{ marginBottom: 16 }}
          title={
            linkedError.status === 403 || linkedError.status === 404
              ? linkedError.message
              : `That link could not be opened: ${linkedError.message}`
          }
        />
      )}
      {body}
      {cancelling && <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} />}
      {!cancelling && linkId && linked.data && <LinkedCancel booking={linked.data} token={linkToken} onClose={closeLink} />}
      {reviewing && <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />}
    </Page>
  );
}

/** The cancel dialog opened from an e-mail link, or a note when that session can no longer be cancelled. */
function LinkedCancel({ booking, token, onClose }: { booking: Booking; token: string | null; onClose: () => void }) {
  if (!booking.can.cancel) {
    return (
      <Alert
        type="info"
        showIcon
        closable={{ onClose }}
        title={`${booking.training.title} can no longer be cancelled (${booking.status.toLowerCase().replace('_', '-')}).`}
      />
    );
  }
  return <CancelDialog booking={booking} token={token} onClose={onClose} />;
}
