import type { Booking } from '@lakbay/contracts';
import { Alert, Modal, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewBookingMutation } from '@/features/coaches';
import { MY_NS } from '../i18n/register';
import { NoteField, useDialogSend } from './dialog-parts';
import styles from './schedule.module.css';

const COMMENT_MAX = 1000;

/** Rate a held session once: 1 to 5 stars and a comment shown on the Koach's profile. */
export function ReviewDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation(MY_NS);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [review, reviewing] = useReviewBookingMutation();
  const { failure, send } = useDialogSend(onClose);

  const submit = async () => {
    if (rating < 1) {
      setError(t('review.stars'));
      return;
    }
    await send(() => review({ id: booking.id, rating, comment: comment.trim() }).unwrap(), t('review.thanks'));
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
      <NoteField id="review-comment" label={t('review.comment')} max={COMMENT_MAX} value={comment} onChange={setComment} />
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
