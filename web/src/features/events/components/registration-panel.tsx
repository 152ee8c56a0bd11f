import { REGISTRATION_STATUS_LABELS, type EventDetail, type EventRegistration, type RegistrationStatus } from '@lakbay/contracts';
import { Button, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { LoadingButton } from '@/components/loading-button';
import { NewTabLink } from '@/components/new-tab-link';
import { capture } from '@/lib/analytics';
import { describeApiError } from '@/lib/api/api-error';
import { loginModalOpened, selectIsAuth } from '@/lib/state';
import { toast } from '@/lib/toast';
import { useCancelRegistrationMutation, useGetMyRegistrationQuery, useRegisterMutation } from '../api/events-api';
import { STATUS_TONE } from './event-labels';
import styles from './events.module.css';

const CANCELLABLE = new Set<RegistrationStatus>(['INTERESTED', 'APPLIED', 'APPROVED', 'WAITLISTED']);

const STATUS_NOTES: Record<RegistrationStatus, string> = {
  INTERESTED: 'We will remind you about this event. Register to take a seat.',
  APPLIED: 'The organisers review each registration. We will e-mail you when they decide.',
  APPROVED: 'Your seat is confirmed. See you there!',
  WAITLISTED: 'The event is full. If a seat frees up, the first person on the waitlist gets it and is told by e-mail.',
  REJECTED: 'The organisers could not offer you a seat this time.',
  COMPLETED: 'Thanks for joining!',
  DROPPED_OUT: 'You cancelled your registration.',
};

const statusLabel = (registration: EventRegistration): string =>
  registration.statusLabel || REGISTRATION_STATUS_LABELS[registration.status];

/** The visitor's side of an event: register, see the status, cancel. Logged out, Register opens the login modal. */
export function RegistrationPanel({ event }: { event: EventDetail }) {
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
      void toast('success', 'Your registration is cancelled.');
    } catch (error) {
      void toast('error', describeApiError(error).message);
    }
  };

  let content;
  if (isAuth && mine.isLoading) {
    content = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  } else if (registration && registration.status !== 'DROPPED_OUT') {
    content = (
      <>
        <p className={styles.note}>Your registration</p>
        <span className={`${styles.status} ${styles[STATUS_TONE[registration.status]]}`} data-testid="registration-status">
          {statusLabel(registration)}
        </span>
        {registration.status === 'WAITLISTED' && registration.waitlistPosition !== null && (
          <p className={styles.note}>You are number {registration.waitlistPosition} on the waitlist.</p>
        )}
        <p className={styles.note}>{STATUS_NOTES[registration.status]}</p>
        {event.onlineUrl && (registration.status === 'APPROVED' || registration.status === 'COMPLETED') && !over && (
          <NewTabLink href={event.onlineUrl}>Join the online session</NewTabLink>
        )}
        {CANCELLABLE.has(registration.status) && !over && (
          <Popconfirm
            title="Cancel your registration?"
            description={registration.status === 'APPROVED' ? 'Your seat goes to the next person in line.' : undefined}
            okText="Cancel registration"
            cancelText="Keep it"
            onConfirm={() => void doCancel()}
          >
            <LoadingButton danger loading={cancelling.isLoading}>
              Cancel registration
            </LoadingButton>
          </Popconfirm>
        )}
      </>
    );
  } else if (over) {
    content = <p className={styles.note}>This event has ended.</p>;
  } else if (!event.registrationOpen) {
    content = <p className={styles.note}>Registration is closed.</p>;
  } else {
    const label = event.needsApproval ? 'Apply to join' : full ? 'Join the waitlist' : 'Register';
    content = (
      <>
        {registration?.status === 'DROPPED_OUT' && <p className={styles.note}>You cancelled your registration. You can register again.</p>}
        <p className={styles.note}>
          {event.needsApproval
            ? 'The organisers review each registration; you will see “Pending approval” until they decide.'
            : full
              ? 'All seats are taken. Join the waitlist: if a seat frees up, the first in line gets it.'
              : 'Your seat is confirmed as soon as you register.'}
        </p>
        <div className={styles.actions}>
          <LoadingButton type="primary" size="large" loading={registering.isLoading} onClick={() => void doRegister(false)}>
            {label}
          </LoadingButton>
          <Button size="large" disabled={registering.isLoading} onClick={() => void doRegister(true)}>
            I&apos;m interested
          </Button>
        </div>
        {!isAuth && <p className={styles.note}>You will be asked to log in first.</p>}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="registration-title">
      <h2 id="registration-title">Registration</h2>
      {content}
    </section>
  );
}
