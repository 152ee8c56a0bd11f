import type { Booking } from '@lakbay/contracts';
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { charCounterText } from '@/components/form/char-limit';
import { FormField } from '@/components/form/form-field';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { isLateCancelNow, otherParty, sessionWhen, useCancelBookingMutation, viewerTimeZone } from '@/features/coaches';
import styles from './schedule.module.css';

const REASON_MAX = 500;

export interface CancelDialogProps {
  booking: Booking;
  /** The signed token of an e-mail cancel link, sent with the request. */
  token?: string | null;
  onClose: () => void;
}

/** Cancel a session with a required reason; warns first when it would be a late cancel (within 3 h). */
export function CancelDialog({ booking, token, onClose }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [cancel, cancelling] = useCancelBookingMutation();
  const [openedAt] = useState(() => Date.now());
  const late = isLateCancelNow(booking.start, openedAt);
  const other = otherParty(booking);
  const when = sessionWhen(booking.start, booking.end, viewerTimeZone(), booking.coach.timeZone);

  const submit = async () => {
    if (!reason.trim()) {
      setError(`Please tell ${other.name} why you are cancelling.`);
      return;
    }
    setFailure(null);
    try {
      await cancel({ id: booking.id, reason: reason.trim(), token: token ?? undefined }).unwrap();
      void toast('success', 'The session is cancelled. We let the other side know.');
      onClose();
    } catch (caught) {
      setFailure(describeApiError(caught).message);
    }
  };

  return (
    <Modal
      open
      title="Cancel this session?"
      okText="Cancel session"
      cancelText="Keep it"
      okButtonProps={{ danger: true, loading: cancelling.isLoading }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.line}>
        <strong>{booking.training.title}</strong> with {other.name}
      </p>
      <p className={styles.muted}>
        {when.local} (your time){when.coach ? ` · ${when.coach}` : ''}
      </p>
      {late && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={`This is a late cancel: the session starts in less than 3 hours. It will show as a late cancel, and ${other.name} may already be preparing.`}
        />
      )}
      <div className={styles.field}>
        <FormField
          id="cancel-reason"
          label="Reason"
          required
          error={error ?? undefined}
          counter={focused ? charCounterText(reason, REASON_MAX) : ''}
          hint={`${other.name} will see this.`}
        >
          <Input.TextArea
            id="cancel-reason"
            rows={3}
            value={reason}
            required
            maxLength={REASON_MAX}
            aria-invalid={error ? true : undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onChange={(event) => {
              setReason(event.target.value.slice(0, REASON_MAX));
              if (event.target.value.trim()) {
                setError(null);
              }
            }}
          />
        </FormField>
      </div>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
