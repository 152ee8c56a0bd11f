import { ErrorCode, type Booking } from '@lakbay/contracts';
import { Alert } from 'antd';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { sessionWhen, SlotPicker, StepIndicator, useRescheduleBookingMutation, useViewerTimeZone, useZoneWords } from '@/features/coaches';
import { describeApiError, type ApiErrorInfo } from '@/lib/api/api-error';
import { MY_NS } from '../i18n/register';
import styles from './schedule.module.css';

export interface RescheduleFlowProps {
  booking: Booking;
  /** 1 pick a new time, 2 review and confirm. */
  step: number;
  /** The chosen new start (UTC ISO), kept in the address. */
  start: string | null;
  /** The e-mailed link's token, when the flow acts with it (logged out too). */
  token: string | null;
  /** The address of a step, keeping the chosen start and the token. */
  stepPath: (step: number, start: string | null) => string;
  /** Where "keep the current time" goes, and the way back when the session cannot be moved. */
  keepTo: string;
  back: { to: string; label: string };
  /** The moved booking: where to go or what to show next. */
  onMoved: (moved: Booking) => void;
  /** The page for a link that stopped working while the flow was open. */
  Unavailable: ComponentType<{ info: ApiErrorInfo; onRetry: () => void }>;
  intro?: ReactNode;
}

/**
 * Moving a booking to another of the coach's free slots for its training: the steps the logged-in
 * reschedule (/my/schedule/{id}/reschedule) and the e-mailed link's page (/bookings/{id}/reschedule)
 * share. Both send the same PATCH, with the link's token when there is one; a slot taken meanwhile
 * sends the Kadet back to pick another.
 */
export function RescheduleFlow({ booking, step, start, token, stepPath, keepTo, back, onMoved, Unavailable, intro }: RescheduleFlowProps) {
  const { t } = useTranslation(MY_NS);
  const { t: tc } = useTranslation('coaches');
  const words = useZoneWords();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [reschedule, saving] = useRescheduleBookingMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiErrorInfo | null>(null);
  const [pickerRound, setPickerRound] = useState(0);
  const zone = useViewerTimeZone();
  const current = sessionWhen(booking.start, booking.end, zone, booking.coach.timeZone, words);
  const durationMs = Date.parse(booking.end) - Date.parse(booking.start);

  if (failure?.code === ErrorCode.SCHEDULING_LINK_INVALID) {
    return <Unavailable info={failure} onRetry={() => setFailure(null)} />;
  }
  if (!booking.can.reschedule) {
    return (
      <Page title={t('reschedule.title')}>
        <EmptyState
          title={t('reschedule.cantMove')}
          icon="calendar"
          action={
            <ButtonLink to={back.to} variant="outline">
              {back.label}
            </ButtonLink>
          }
        >
          {booking.status === 'CONFIRMED'
            ? t('reschedule.tooLate')
            : t('reschedule.isStatus', { status: t(`status.${booking.status}`).toLowerCase() })}
        </EmptyState>
      </Page>
    );
  }

  const confirm = async () => {
    if (!start) {
      return;
    }
    setFailure(null);
    try {
      onMoved(await reschedule({ id: booking.id, coachSlug: booking.coach.slug, start, token: token ?? undefined }).unwrap());
    } catch (caught) {
      const info = describeApiError(caught);
      if (info.code === ErrorCode.SCHEDULING_SLOT_TAKEN) {
        setNotice(info.message);
        setPickerRound((round) => round + 1);
        void navigate(stepPath(1, null));
        return;
      }
      setFailure(info);
    }
  };

  const next = start
    ? sessionWhen(start, new Date(Date.parse(start) + durationMs).toISOString(), zone, booking.coach.timeZone, words)
    : null;
  const summary = (label: string, when: { local: string; coach: string | null }) => (
    <div>
      <dt>{label}</dt>
      <dd>
        {t('reschedule.yourTime', { when: when.local })}
        {when.coach && <span className={styles.muted}> · {when.coach}</span>}
      </dd>
    </div>
  );

  return (
    <Page
      eyebrow={t('reschedule.eyebrow')}
      title={t('reschedule.heading', { training: booking.training.title, coach: booking.coach.name })}
      intro={intro}
      narrow
    >
      <StepIndicator steps={[tc('steps.newTime'), tc('steps.review')]} current={step} />
      <div className={styles.panel}>
        {step === 1 ? (
          <>
            <h2>{t('reschedule.pick')}</h2>
            <p className={styles.muted}>{t('reschedule.now', { when: current.local })}</p>
            {notice && <Alert type="warning" showIcon title={notice} description={t('reschedule.another')} style={{ margin: '16px 0' }} />}
            <SlotPicker
              key={pickerRound}
              coachSlug={booking.coach.slug}
              trainingSlug={booking.training.slug}
              bookingId={booking.id}
              value={start}
              onChange={(chosen) =>
                setParams(
                  (currentParams) => {
                    const updated = new URLSearchParams(currentParams);
                    updated.set('start', chosen);
                    return updated;
                  },
                  { replace: true },
                )
              }
            />
            <div className={styles.actions} style={{ justifyContent: 'space-between', marginTop: 24 }}>
              <Link to={keepTo}>{t('reschedule.keep')}</Link>
              <Button disabled={!start} onClick={() => void navigate(stepPath(2, start))}>
                {t('reschedule.continue')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <h2>{t('reschedule.review')}</h2>
            <dl className={styles.facts} style={{ gridTemplateColumns: '1fr' }}>
              {summary(t('reschedule.from'), current)}
              {next && summary(t('reschedule.to'), next)}
            </dl>
            <p className={styles.muted}>{t('reschedule.invite')}</p>
            {failure && <Alert type="error" showIcon title={failure.message} style={{ marginTop: 16 }} />}
            <div className={styles.actions} style={{ justifyContent: 'space-between', marginTop: 24 }}>
              <Button variant="outline" onClick={() => void navigate(stepPath(1, start))}>
                {t('reschedule.backStep')}
              </Button>
              <Button loading={saving.isLoading} onClick={() => void confirm()}>
                {t('reschedule.confirm')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
