import type { EventRegistration, EventSummary } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import { PATHS } from '@/lib/paths';
import { EVENTS_NS } from '../i18n/register';
import { STATUS_TONE, seatsText } from './event-labels';
import styles from './events.module.css';

export interface EventCardProps {
  event: EventSummary;
  past?: boolean;
  /** The viewer's registration for the event, shown as a status badge. */
  registration?: Pick<EventRegistration, 'status' | 'statusLabel' | 'waitlistPosition'> | null;
}

/** An event in the list: a calendar leaf, the title as link, when, where and seats, and the viewer's registration. */
export function EventCard({ event, past = false, registration = null }: EventCardProps) {
  const { t } = useTranslation(EVENTS_NS);
  const { formatDateParts, formatTimeRange } = useFormat();
  return (
    <article className={past ? `${styles.card} ${styles.past}` : styles.card}>
      <time className={styles.leaf} dateTime={event.startAt} aria-hidden="true">
        <span className={styles.month}>{formatDateParts(event.startAt, { month: 'short' })}</span>
        <span className={styles.day}>{formatDateParts(event.startAt, { day: 'numeric' })}</span>
      </time>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={`${PATHS.events}/${event.id}`} className={styles.cardLink}>
            {event.title}
          </Link>
        </h2>
        <p className={styles.when}>{formatTimeRange(event.startAt, event.endAt)}</p>
        <ul className={styles.facts}>
          <li className={styles.format}>{t(`format.${event.format}`)}</li>
          {event.location && <li>{event.location}</li>}
          {!past && <li>{seatsText(event, t)}</li>}
          {!past && event.needsApproval && <li>{t('card.needsApproval')}</li>}
          {!past && !event.registrationOpen && <li>{t('card.closed')}</li>}
        </ul>
        {registration && (
          <p className={styles.mine} data-testid="my-registration">
            <span className={styles.note}>{t('card.you')}</span>{' '}
            <span className={`${styles.status} ${styles[STATUS_TONE[registration.status]]}`}>{t(`status.${registration.status}`)}</span>
            {registration.status === 'WAITLISTED' && registration.waitlistPosition !== null && (
              <span className={styles.note}>{t('card.inLine', { position: registration.waitlistPosition })}</span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
