import type { EventDetail, EventRegistration, RegistrationStatus } from '@lakbay/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/plain/skeleton';
import { NewTabLink } from '@/components/new-tab-link';
import { capture } from '@/lib/analytics';
import { describeApiError } from '@/lib/api/api-error';
import { loginModalOpened, selectIsAuth } from '@/lib/state';
import { toast } from '@/lib/toast';
import { useCancelRegistrationMutation, useGetMyRegistrationQuery, useRegisterMutation } from '../api/events-api';
import { STATUS_TONE } from './event-labels';
import { EVENTS_NS } from '../i18n/register';
import styles from './events.module.css';
import { TitledSection } from '@/components/titled-section';

// antd's confirmation popover, loaded only when there is a registration to cancel (cancel-registration.tsx).
const CancelRegistration = lazy(async () => ({ default: (await import('./cancel-registration')).CancelRegistration }));

const CANCELLABLE = new Set<RegistrationStatus>(['INTERESTED', 'APPLIED', 'APPROVED', 'WAITLISTED']);

/**
 * The visitor's side of an event: register, see the status, cancel. Logged out, Register opens the
 * login modal. Plain buttons: only cancelling loads antd (for its confirmation).
 */
export function RegistrationPanel({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation(EVENTS_NS);
  // The server's label is English: other languages name the status from the catalogue.
  const statusLabel = (registration: Pick<EventRegistration, 'status' | 'statusLabel'>) =>
    (i18n.language === 'en' && registration.statusLabel) || t(`status.${registration.status}`);
  const isAuth = useAppSelector(selectIsAuth);
  const dispatch = useAppDispatch();
  const mine = useGetMyRegistrationQuery(event.id, { skip: !isAuth });
  const [register, registering] = useRegisterMutation();
  const [cancel, cancelling] = useCancelRegistrationMutation();
  const registration = isAuth ? (mine.data?.registration ?? null) : null;
  const full = event.seatsLeft !== null && event.seatsLeft <= 0;
  // The moment the page opened is precise enough to say whether the event is over.
  const [openedAt] = useState(() => Date.now());
  const over = new Date(event.endAt).getTime() < openedAt;

  const doRegister = async (interestOnly: boolean) => {
    if (!isAuth) {
      dispatch(loginModalOpened());
      return;
    }
    try {
      const result = await register({ eventId: event.id, interestOnly }).unwrap();
      capture('Registered For Event', { eventId: event.id, status: result.status });
      void toast('success', `${event.title}: ${statusLabel(result)}`);
    } catch (error) {
      // A 401 already opened the login modal; say anything else.
      const info = describeApiError(error);
      if (info.status !== 401) {
        void toast('error', info.message);
      }
    }
  };

  const doCancel = async () => {
    try {
      await cancel(event.id).unwrap();
      void toast('success', t('panel.cancelled'));
    } catch (error) {
      void toast('error', describeApiError(error).message);
    }
  };

  let content;
  if (isAuth && mine.isLoading) {
    content = <Skeleton title={false} rows={2} />;
  } else if (registration && registration.status !== 'DROPPED_OUT') {
    content = (
      <>
        <p className={styles.note}>{t('panel.yours')}</p>
        <span className={`${styles.status} ${styles[STATUS_TONE[registration.status]]}`} data-testid="registration-status">
          {statusLabel(registration)}
        </span>
        {registration.status === 'WAITLISTED' && registration.waitlistPosition !== null && (
          <p className={styles.note}>{t('panel.position', { position: registration.waitlistPosition })}</p>
        )}
        <p className={styles.note}>{t(`panel.notes.${registration.status}`)}</p>
        {event.onlineUrl && (registration.status === 'APPROVED' || registration.status === 'COMPLETED') && !over && (
          <NewTabLink href={event.onlineUrl}>{t('panel.join')}</NewTabLink>
        )}
        {CANCELLABLE.has(registration.status) && !over && (
          <Suspense
            fallback={
              <Button variant="outline" loading>
                {t('panel.cancel')}
              </Button>
            }
          >
            <CancelRegistration
              label={t('panel.cancel')}
              title={t('panel.cancelTitle')}
              description={registration.status === 'APPROVED' ? t('panel.cancelSeat') : undefined}
              keepText={t('panel.keep')}
              loading={cancelling.isLoading}
              onConfirm={() => void doCancel()}
            />
          </Suspense>
        )}
      </>
    );
  } else if (over) {
    content = <p className={styles.note}>{t('panel.ended')}</p>;
  } else if (!event.registrationOpen) {
    content = <p className={styles.note}>{t('panel.closed')}</p>;
  } else {
    const label = event.needsApproval ? t('panel.apply') : full ? t('panel.waitlist') : t('panel.register');
    content = (
      <>
        {registration?.status === 'DROPPED_OUT' && <p className={styles.note}>{t('panel.again')}</p>}
        <p className={styles.note}>{event.needsApproval ? t('panel.approvalNote') : full ? t('panel.fullNote') : t('panel.openNote')}</p>
        <div className={styles.actions}>
          <Button variant="primary" size="large" block loading={registering.isLoading} onClick={() => void doRegister(false)}>
            {label}
          </Button>
          <Button variant="outline" size="large" block disabled={registering.isLoading} onClick={() => void doRegister(true)}>
            {t('panel.interested')}
          </Button>
        </div>
        {!isAuth && <p className={styles.note}>{t('panel.login')}</p>}
      </>
    );
  }

  return (
    <TitledSection id="registration-title" title={t('panel.title')} className={styles.panel}>
      {content}
    </TitledSection>
  );
}
