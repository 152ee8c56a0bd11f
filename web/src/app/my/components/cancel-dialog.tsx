import type { Booking } from '@lakbay/contracts';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLateCancelNow, otherParty, useCancelBookingMutation } from '@/features/coaches';
import { MY_NS } from '../i18n/register';
import { NoteField, useDialogSend } from './dialog-parts';
import { SessionLines } from './session-lines';

const REASON_MAX = 500;

export interface CancelDialogProps {
  booking: Booking;
  /** The signed token of an e-mail cancel link, sent with the request. */
  token?: string | null;
  onClose: () => void;
  /** Told the cancelled booking (before onClose): an e-mail link's page shows it, as its link no longer opens it. */
  onCancelled?: (booking: Booking) => void;
}

/** Cancel a session with a required reason; warns first when it would be a late cancel (within 3 h). */
export function CancelDialog({ booking, token, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useTranslation(MY_NS);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, cancelling] = useCancelBookingMutation();
  const { failure, send } = useDialogSend(onClose);
  const [openedAt] = useState(() => Date.now());
  const late = isLateCancelNow(booking.start, openedAt);
  const other = otherParty(booking);

  const submit = async () => {
    if (!reason.trim()) {
      setError(t('cancel.why', { name: other.name }));
      return;
    }
    await send(async () => {
      const cancelled = await cancel({ id: booking.id, reason: reason.trim(), token: token ?? undefined }).unwrap();
      onCancelled?.(cancelled);
    }, t('cancel.done'));
  };

  return (
    <Modal
      open
      title={t('cancel.title')}
      okText={t('cancel.ok')}
      cancelText={t('cancel.keep')}
      okButtonProps={{ danger: true, loading: cancelling.isLoading }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <SessionLines booking={booking} />
      {late && <Alert type="warning" showIcon style={{ marginTop: 16 }} title={t('cancel.late', { name: other.name })} />}
      <NoteField
        id="cancel-reason"
        label={t('cancel.reason')}
        required
        error={error ?? undefined}
        hint={t('cancel.seen', { name: other.name })}
        max={REASON_MAX}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value.trim()) {
            setError(null);
          }
        }}
      />
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
