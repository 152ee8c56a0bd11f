import type { Booking } from '@lakbay/contracts';
import { Alert, Input, Modal, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charCounterText } from '@/components/form/char-limit';
import { FormField } from '@/components/form/form-field';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { useReviewBookingMutation } from '@/features/coaches';
import { MY_NS } from '../i18n/register';
import styles from './schedule.module.css';

const COMMENT_MAX = 1000;

/** Rate a held session once: 1 to 5 stars and a comment shown on the Koach's profile. */
export function ReviewDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation(MY_NS);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [review, reviewing] = useReviewBookingMutation();

  const submit = async () => {
    if (rating < 1) {
      setError(t('review.stars'));
      return;
    }
    setFailure(null);
    try {
      await review({ id: booking.id, rating, comment: comment.trim() }).unwrap();
      void toast('success', t('review.thanks'));
      onClose();
    } catch (caught) {
      setFailure(describeApiError(caught).message);
    }
  };

  return (
    <Modal
      open
      title={t('review.title', { training: booking.training.title, coach: booking.coach.name })}
      okText={t('review.send')}
      cancelText={t('review.notNow')}
      okButtonProps={{ loading: reviewing.isLoading }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.muted}>{t('review.once')}</p>
      <div className={styles.field} role="group" aria-label={t('review.rating')}>
        <Rate
          value={rating}
          onChange={(value) => {
            setRating(value);
            setError(null);
          }}
        />
        {error && (
          <div role="alert" style={{ color: 'var(--lakbay-danger)' }}>
            {error}
          </div>
        )}
      </div>
      <div className={styles.field}>
        <FormField id="review-comment" label={t('review.comment')} counter={focused ? charCounterText(comment, COMMENT_MAX) : ''}>
          <Input.TextArea
            id="review-comment"
            rows={3}
            value={comment}
            maxLength={COMMENT_MAX}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onChange={(event) => setComment(event.target.value.slice(0, COMMENT_MAX))}
          />
        </FormField>
      </div>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
