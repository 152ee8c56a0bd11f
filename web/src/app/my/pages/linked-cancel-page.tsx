import { ErrorCode, type Booking } from '@lakbay/contracts';
import { Alert, Button as AntButton, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingPage } from '@/components/loading-page';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { otherParty, useGetBookingQuery } from '@/features/coaches';
import { CancelDialog } from '../components/cancel-dialog';
import { SessionLines } from '../components/session-lines';
import { MY_NS } from '../i18n/register';

/**
 * /bookings/{bookingId}/cancel?token=...: the cancel link of a booking e-mail. It works logged out:
 * the link's token alone (signed for this booking, the cancel action and its current version, until
 * the start) shows the booking and asks to confirm with a reason.
 */
export function LinkedCancelPage() {
  const { t } = useTranslation(MY_NS);
  const { bookingId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const query = useGetBookingQuery({ id: bookingId, token }, { skip: !token });
  // Once cancelled, the link no longer opens the booking (its version rose): the answer is shown instead.
  const [cancelled, setCancelled] = useState<Booking | null>(null);
  const [asking, setAsking] = useState(true);

  if (!token || (!cancelled && query.isError)) {
    const info = token ? describeApiError(query.error) : null;
    const gone = !info || info.code === ErrorCode.SCHEDULING_LINK_INVALID || info.status === 403 || info.status === 401;
    if (gone || info.status === 404) {
      return (
        <Page title={t('linkedCancel.title')}>
          <EmptyState
            title={info?.status === 404 ? t('linkedCancel.notFound') : t('linkedCancel.linkGone')}
            icon="lock"
            link={{ to: PATHS.mySchedule, label: t('linkedCancel.schedule') }}
          >
            {info?.message ?? t('linkedCancel.linkGone')}
          </EmptyState>
        </Page>
      );
    }
    return (
      <Page title={t('linkedCancel.title')}>
        <EmptyState
          title={t('linkedCancel.error')}
          icon="calendar"
          action={<AntButton onClick={() => void query.refetch()}>{t('linkedCancel.tryAgain')}</AntButton>}
        >
          {info.message}
        </EmptyState>
      </Page>
    );
  }
  const booking = cancelled ?? query.data;
  if (!booking) {
    return (
      <LoadingPage title={t('linkedCancel.title')} label={t('linkedCancel.loading')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </LoadingPage>
    );
  }

  const other = otherParty(booking);
  let state;
  if (booking.status === 'CANCELLED') {
    state = <Alert type="success" showIcon title={t('linkedCancel.cancelled', { name: other.name })} />;
  } else if (!booking.can.cancel) {
    state = (
      <Alert
        type="info"
        showIcon
        title={t('schedule.notCancellable', { title: booking.training.title, status: t(`status.${booking.status}`).toLowerCase() })}
      />
    );
  } else {
    state = (
      <>
        <Alert type="info" showIcon title={t('linkedCancel.kept')} />
        <AntButton danger style={{ marginTop: 16 }} onClick={() => setAsking(true)}>
          {t('linkedCancel.cancelThis')}
        </AntButton>
        {asking && <CancelDialog booking={booking} token={token} onCancelled={setCancelled} onClose={() => setAsking(false)} />}
      </>
    );
  }

  return (
    <Page title={t('linkedCancel.title')} intro={t('linkedCancel.intro')}>
      <SessionLines booking={booking} />
      {state}
    </Page>
  );
}
