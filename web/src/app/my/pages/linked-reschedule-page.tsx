import type { Booking } from '@lakbay/contracts';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/page';
import { linkedRescheduleStepPath, otherParty, parseStep, readBookingQuery, RESCHEDULE_STEPS } from '@/features/coaches';
import type { ApiErrorInfo } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { selectIsAuth } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { LinkedBooking, LinkedBookingUnavailable } from '../components/linked-booking';
import { RescheduleFlow } from '../components/reschedule-flow';
import { SessionLines } from '../components/session-lines';
import { MY_NS } from '../i18n/register';

/** The link stopped working while the page was open (used in another tab, or the booking changed). */
function LinkGone({ info, onRetry }: { info: ApiErrorInfo; onRetry: () => void }) {
  const { t } = useTranslation(MY_NS);
  return <LinkedBookingUnavailable title={t('reschedule.title')} info={info} onRetry={onRetry} />;
}

/**
 * /bookings/{bookingId}/reschedule?token=...: the reschedule link of a booking e-mail (step 1, then
 * .../steps/2 to review). It works logged out: the link's token alone (signed for this booking, the
 * reschedule action and its current version, until the start) shows the booking, the coach's free
 * slots for its training, and moves it on confirmation; the same steps as from My schedule.
 */
export function LinkedReschedulePage() {
  const { t } = useTranslation(MY_NS);
  const isAuth = useAppSelector(selectIsAuth);
  const { bookingId = '', step: stepParam = '1' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { start } = readBookingQuery(params);
  const step = parseStep(stepParam, RESCHEDULE_STEPS.length);
  // Once moved, the link no longer opens the booking (its version rose): the new booking is shown.
  const [moved, setMoved] = useState<Booking | null>(null);
  const schedule = { to: PATHS.mySchedule, label: isAuth ? t('linked.schedule') : t('linked.logIn') };

  if (step === null || (step === 2 && !start)) {
    return <Navigate to={linkedRescheduleStepPath(bookingId, 1, { start, token })} replace />;
  }
  if (moved) {
    return (
      <Page title={t('linked.title')}>
        <SessionLines booking={moved} />
        <Alert type="success" showIcon title={t('linkedReschedule.moved', { name: otherParty(moved).name })} />
      </Page>
    );
  }
  return (
    <LinkedBooking title={t('reschedule.title')}>
      {(booking, linkToken) => (
        <RescheduleFlow
          booking={booking}
          step={step}
          start={start}
          token={linkToken}
          stepPath={(to, chosen) => linkedRescheduleStepPath(booking.id, to, { start: chosen, token: linkToken })}
          keepTo={PATHS.home}
          back={schedule}
          onMoved={setMoved}
          Unavailable={LinkGone}
          intro={t('linked.intro')}
        />
      )}
    </LinkedBooking>
  );
}
