import type { Booking } from '@lakbay/contracts';
import { Alert, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { selectLoggedUser } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { useGetBookingQuery, useGetMyBookingsQuery, type BookingRole } from '@/features/coaches';
import { BookingCard } from '../components/booking-card';
import { CancelDialog } from '../components/cancel-dialog';
import { ReviewDialog } from '../components/review-dialog';
import styles from '../components/schedule.module.css';
import { MY_NS } from '../i18n/register';
import { TitledSection } from '@/components/titled-section';

/**
 * /my/schedule: upcoming and past sessions with what the viewer may do. Koaches switch between
 * their sessions as Koach (default) and as Kadet. An e-mail link ?cancel={id}&token=... opens the
 * cancel dialog for that booking.
 */
export function SchedulePage() {
  const { t } = useTranslation(MY_NS);
  const isCoach = useAppSelector(selectLoggedUser)?.isCoach ?? false;
  const [params, setParams] = useSearchParams();
  const role: BookingRole = isCoach && params.get('as') !== 'kadet' ? 'coach' : 'kadet';
  const query = useGetMyBookingsQuery(role);
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

  // Nothing booked yet: a Koach checks their availability, a Kadet finds a Koach.
  const none =
    role === 'coach'
      ? { to: PATHS.myAvailability, action: t('schedule.checkAvailability'), text: t('schedule.noneCoach') }
      : { to: PATHS.coaches, action: t('schedule.findKoach'), text: t('schedule.noneKadet') };
  const body = (
    <QueryStates
      query={query}
      loadingLabel={t('schedule.loading')}
      errorTitle={t('schedule.error')}
      retryLabel={t('schedule.tryAgain')}
      icon="calendar"
    >
      {(data) =>
        data.upcoming.length === 0 && data.past.length === 0 ? (
          <EmptyState title={t('schedule.none')} icon="calendar" link={{ to: none.to, label: none.action }}>
            {none.text}
          </EmptyState>
        ) : (
          <>
            <TitledSection id="upcoming" title={t('schedule.upcoming')} className={styles.section}>
              {data.upcoming.length > 0 ? list(data.upcoming) : <p className={styles.muted}>{t('schedule.upcomingNone')}</p>}
            </TitledSection>
            <TitledSection id="past" title={t('schedule.past')} className={styles.section}>
              {data.past.length > 0 ? list(data.past) : <p className={styles.muted}>{t('schedule.pastNone')}</p>}
            </TitledSection>
          </>
        )
      }
    </QueryStates>
  );

  const linkedError = linkId && linked.isError ? describeApiError(linked.error) : null;

  return (
    <Page title={t('schedule.title')} intro={t('schedule.intro')}>
      {isCoach && (
        <div className={styles.toolbar}>
          <Segmented<BookingRole>
            aria-label={t('schedule.show')}
            value={role}
            onChange={setRole}
            options={[
              { label: t('schedule.asKoach'), value: 'coach' },
              { label: t('schedule.asKadet'), value: 'kadet' },
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
              : t('schedule.linkFailed', { message: linkedError.message })
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
  const { t } = useTranslation(MY_NS);
  if (!booking.can.cancel) {
    return (
      <Alert
        type="info"
        showIcon
        closable={{ onClose }}
        title={t('schedule.notCancellable', { title: booking.training.title, status: t(`status.${booking.status}`).toLowerCase() })}
      />
    );
  }
  return <CancelDialog booking={booking} token={token} onClose={onClose} />;
}
