import type { Booking } from '@lakbay/contracts';
import { Alert, Button as AntButton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { otherParty } from '@/features/coaches';
import { CancelDialog } from '../components/cancel-dialog';
import { LinkedBooking } from '../components/linked-booking';
import { SessionLines } from '../components/session-lines';
import { MY_NS } from '../i18n/register';

/**
 * /bookings/{bookingId}/cancel?token=...: the cancel link of a booking e-mail. It works logged out:
 * the link's token alone (signed for this booking, the cancel action and its current version, until
 * the start) shows the booking and asks to confirm with a reason.
 */
export function LinkedCancelPage() {
  const { t } = useTranslation(MY_NS);
  const [cancelled, setCancelled] = useState<Booking | null>(null);
  const [asking, setAsking] = useState(true);

  return (
    <LinkedBooking title={t('linked.title')} settled={cancelled}>
      {(booking, token) => {
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
          <Page title={t('linked.title')} intro={t('linked.intro')}>
            <SessionLines booking={booking} />
            {state}
          </Page>
        );
      }}
    </LinkedBooking>
  );
}
