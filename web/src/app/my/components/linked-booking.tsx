import { ErrorCode, type Booking } from '@lakbay/contracts';
import { Button as AntButton, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadingPage } from '@/components/loading-page';
import { Page } from '@/components/page';
import { useGetBookingQuery } from '@/features/coaches';
import { describeApiError, type ApiErrorInfo } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { selectIsAuth } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { MY_NS } from '../i18n/register';

/** A link that no longer acts (used, expired, for another action or booking) or a booking that is not there. */
export const isLinkGone = (info: ApiErrorInfo): boolean =>
  info.code === ErrorCode.SCHEDULING_LINK_INVALID || info.status === 401 || info.status === 403 || info.status === 404;

/**
 * Why the booking of an e-mailed link is not shown, and what to do: a link that no longer works (or
 * none) says to log in and use My schedule; another failure offers a retry.
 */
export function LinkedBookingUnavailable({ title, info, onRetry }: { title: string; info: ApiErrorInfo | null; onRetry: () => void }) {
  const { t } = useTranslation(MY_NS);
  const isAuth = useAppSelector(selectIsAuth);
  if (!info || isLinkGone(info)) {
    return (
      <Page title={title}>
        <EmptyState
          title={info?.status === 404 ? t('linked.notFound') : t('linked.linkGone')}
          icon="lock"
          link={{ to: PATHS.mySchedule, label: isAuth ? t('linked.schedule') : t('linked.logIn') }}
        >
          {info?.message ?? t('linked.whatNow')}
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <EmptyState title={t('linked.error')} icon="calendar" action={<AntButton onClick={onRetry}>{t('linked.tryAgain')}</AntButton>}>
        {info.message}
      </EmptyState>
    </Page>
  );
}

/**
 * The booking a booking e-mail's link opens (/bookings/{bookingId}/{action}?token=...), read with the
 * link's token alone, logged in or not; children get it with the token once loaded. Once the link
 * has acted it no longer opens the booking (its version rose): `settled`, the answer of that action,
 * is shown instead.
 */
export function LinkedBooking({
  title,
  settled = null,
  children,
}: {
  title: string;
  settled?: Booking | null;
  children: (booking: Booking, token: string) => ReactNode;
}) {
  const { t } = useTranslation(MY_NS);
  const { bookingId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const query = useGetBookingQuery({ id: bookingId, token }, { skip: !token });

  if (!token || (!settled && query.isError)) {
    return (
      <LinkedBookingUnavailable title={title} info={token ? describeApiError(query.error) : null} onRetry={() => void query.refetch()} />
    );
  }
  const booking = settled ?? query.data;
  if (!booking) {
    return (
      <LoadingPage title={title} label={t('linked.loading')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </LoadingPage>
    );
  }
  return children(booking, token);
}
