import { ErrorCode } from '@lakbay/contracts';
import { Button as AntButton, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
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
  useGetBookingQuery,
  useZoneWords,
  useViewerTimeZone,
} from '@/features/coaches';
import { RescheduleFlow } from '../components/reschedule-flow';
import { MY_NS } from '../i18n/register';

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

/**
 * /my/schedule/{scheduleId}/reschedule/steps/{step}: 1 pick a new time, 2 review and confirm (PATCH),
 * from My schedule. ?token= from older e-mails still works here; the e-mails now link to the public
 * /bookings/{id}/reschedule page.
 */
export function ReschedulePage() {
  const { t } = useTranslation(MY_NS);
  const { scheduleId = '', step: stepParam } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const words = useZoneWords();
  const zone = useViewerTimeZone();
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
  return (
    <RescheduleFlow
      booking={booking}
      step={step}
      start={start}
      token={token}
      stepPath={(to, chosen) => rescheduleStepPath(booking.id, to, { start: chosen, token })}
      keepTo={PATHS.mySchedule}
      back={{ to: PATHS.mySchedule, label: t('reschedule.back') }}
      onMoved={(moved) => {
        const when = sessionWhen(moved.start, moved.end, zone, moved.coach.timeZone, words);
        void toast('success', t('reschedule.moved', { when: when.local }));
        void navigate(PATHS.mySchedule);
      }}
      Unavailable={Unavailable}
    />
  );
}
