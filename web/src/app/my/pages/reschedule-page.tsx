import { ErrorCode, type Booking } from '@lakbay/contracts';
import { Alert, Button as AntButton, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { LoadingPage } from '@/components/loading-page';
import { Page } from '@/components/page';
import { describeApiError, type ApiErrorInfo } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { toast } from '@/lib/toast';
import {
  parseStep,
  readBookingQuery,
  RESCHEDULE_STEPS,
  rescheduleStepPath,
  sessionWhen,
  SlotPicker,
  StepIndicator,
  useGetBookingQuery,
  useRescheduleBookingMutation,
  useZoneWords,
  useViewerTimeZone,
} from '@/features/coaches';
import { MY_NS } from '../i18n/register';
import styles from '../components/schedule.module.css';

function Back() {
  const { t } = useTranslation(MY_NS);
  return (
    <ButtonLink to={PATHS.mySchedule} variant="outline">
      {t('reschedule.back')}
    </ButtonLink>
  );
}

/** An e-mail link that is not (or no longer) valid, a missing booking, or another failure. */
function Unavailable({ info, onRetry }: { info: ApiErrorInfo; onRetry: () => void }) {
  const { t } = useTranslation(MY_NS);
  if (info.code === ErrorCode.SCHEDULING_LINK_INVALID || info.status === 403 || info.status === 404) {
    return (
      <Page title={t('reschedule.title')}>
        <EmptyState title={info.status === 404 ? t('reschedule.notFound') : t('reschedule.linkGone')} icon="lock" action={<Back />}>
          {info.message}
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={t('reschedule.title')}>
      <EmptyState
        title={t('reschedule.error')}
        icon="calendar"
        action={<AntButton onClick={onRetry}>{t('reschedule.tryAgain')}</AntButton>}
      >
        {info.message}
      </EmptyState>
    </Page>
  );
}

/** /my/schedule/{scheduleId}/reschedule/steps/{step}: 1 pick a new time, 2 review and confirm (PATCH). ?token= from e-mails. */
export function ReschedulePage() {
  const { t } = useTranslation(MY_NS);
  const { scheduleId = '', step: stepParam } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { start } = readBookingQuery(params);
  const step = parseStep(stepParam, RESCHEDULE_STEPS.length);
  const { data: booking, isLoading, isError, error, refetch } = useGetBookingQuery({ id: scheduleId, token });

  if (step === null) {
    return <Navigate to={rescheduleStepPath(scheduleId, 1, { start, token })} replace />;
  }
  if (isLoading) {
    return (
      <LoadingPage title={t('reschedule.title')} label={t('reschedule.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </LoadingPage>
    );
  }
  if (isError || !booking) {
    return <Unavailable info={describeApiError(error)} onRetry={() => void refetch()} />;
  }
  if (step === 2 && !start) {
    return <Navigate to={rescheduleStepPath(scheduleId, 1, { token })} replace />;
  }
  return <RescheduleFlow booking={booking} step={step} start={start} token={token} />;
}

function RescheduleFlow({ booking, step, start, token }: { booking: Booking; step: number; start: string | null; token: string | null }) {
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
        <EmptyState title={t('reschedule.cantMove')} icon="calendar" action={<Back />}>
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
      const moved = await reschedule({ id: booking.id, coachSlug: booking.coach.slug, start, token: token ?? undefined }).unwrap();
      const when = sessionWhen(moved.start, moved.end, zone, moved.coach.timeZone, words);
      void toast('success', t('reschedule.moved', { when: when.local }));
      void navigate(PATHS.mySchedule);
    } catch (caught) {
      const info = describeApiError(caught);
      if (info.code === ErrorCode.SCHEDULING_SLOT_TAKEN) {
        setNotice(info.message);
        setPickerRound((round) => round + 1);
        void navigate(rescheduleStepPath(booking.id, 1, { token }));
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
              <Link to={PATHS.mySchedule}>{t('reschedule.keep')}</Link>
              <Button disabled={!start} onClick={() => void navigate(rescheduleStepPath(booking.id, 2, { start, token }))}>
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
              <Button variant="outline" onClick={() => void navigate(rescheduleStepPath(booking.id, 1, { start, token }))}>
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
