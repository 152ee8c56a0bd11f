import type { Booking } from '@lakbay/contracts';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/status-tag';
import { ButtonLink } from '@/components/button-link';
import { NewTabLink } from '@/components/new-tab-link';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import {
  otherParty,
  RatingStars,
  rescheduleStepPath,
  sessionWhen,
  useMarkNoShowMutation,
  useZoneWords,
  useViewerTimeZone,
} from '@/features/coaches';
import { MY_NS } from '../i18n/register';
import { answerLabel, BOOKING_STATUS_TAGS } from '../model/booking-labels';
import styles from './schedule.module.css';

export interface BookingCardProps {
  booking: Booking;
  onCancel: (booking: Booking) => void;
  onReview: (booking: Booking) => void;
}

/** One session on /my/schedule: when (both zones), with whom, status, meeting link and what the viewer may do. */
export function BookingCard({ booking, onCancel, onReview }: BookingCardProps) {
  const { t } = useTranslation(MY_NS);
  const when = sessionWhen(booking.start, booking.end, useViewerTimeZone(), booking.coach.timeZone, useZoneWords());
  const other = otherParty(booking);
  const status = BOOKING_STATUS_TAGS[booking.status];
  const [markNoShow, marking] = useMarkNoShowMutation();
  const byWhom = (side: 'kadet' | 'coach' | null) =>
    side === booking.viewerRole ? t('card.you') : side === 'coach' ? t('card.theKoach') : t('card.theKadet');

  const doMarkNoShow = async () => {
    try {
      await markNoShow(booking.id).unwrap();
      void toast('success', t('card.markedNoShow'));
    } catch (error) {
      void toast('error', describeApiError(error).message);
    }
  };

  return (
    <article className={styles.card} aria-label={`${booking.training.title}, ${when.local}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{booking.training.title}</h3>
        <span className={styles.tags}>
          <StatusTag tone={status.tone}>{t(`status.${booking.status}`)}</StatusTag>
          {booking.status === 'CANCELLED' && booking.lateCancel && <StatusTag tone="warn">{t('card.lateCancel')}</StatusTag>}
        </span>
      </div>
      <p className={styles.line}>
        <strong>{when.local}</strong> {t('card.yourTime')}
      </p>
      {when.coach && <p className={styles.muted}>{when.coach}</p>}
      <p className={styles.line}>
        {other.label}: {other.name}
      </p>
      {booking.status === 'CONFIRMED' && booking.meetingLink && (
        <p className={styles.line}>
          <NewTabLink href={booking.meetingLink}>{t('card.join')}</NewTabLink>
        </p>
      )}
      {booking.status === 'CANCELLED' && (
        <p className={styles.muted}>
          {t('card.cancelledBy', { who: byWhom(booking.cancelledBy) })}
          {booking.cancellationReason ? `: “${booking.cancellationReason}”` : ''}
        </p>
      )}
      {booking.status === 'RESCHEDULED' && <p className={styles.muted}>{t('card.moved')}</p>}
      {booking.status === 'NO_SHOW' && <p className={styles.muted}>{t('card.noShowBy', { who: byWhom(booking.noShowMarkedBy) })}</p>}
      {booking.review && (
        <p className={styles.line}>
          <RatingStars rating={booking.review.rating} /> {booking.review.comment}
        </p>
      )}
      {booking.viewerRole === 'coach' && Object.keys(booking.answers).length > 0 && (
        <details className={styles.answers}>
          <summary>{t('card.answers')}</summary>
          <dl>
            {Object.entries(booking.answers).map(([key, value]) => (
              <div key={key}>
                <dt>{answerLabel(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {(booking.can.reschedule || booking.can.cancel || booking.can.markNoShow || booking.can.review) && (
        <div className={styles.actions}>
          {booking.can.reschedule && (
            <ButtonLink to={rescheduleStepPath(booking.id, 1)} variant="outline">
              {t('card.reschedule')}
            </ButtonLink>
          )}
          {booking.can.cancel && (
            <Button danger onClick={() => onCancel(booking)}>
              {t('card.cancel')}
            </Button>
          )}
          {booking.can.markNoShow && (
            <Popconfirm
              title={t('card.noShowTitle')}
              description={t('card.noShowText', { name: other.name })}
              okText={t('card.markNoShow')}
              cancelText={t('card.notNow')}
              onConfirm={() => void doMarkNoShow()}
            >
              <Button loading={marking.isLoading}>{t('card.markNoShow')}</Button>
            </Popconfirm>
          )}
          {booking.can.review && (
            <Button type="primary" onClick={() => onReview(booking)}>
              {t('card.rate')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
