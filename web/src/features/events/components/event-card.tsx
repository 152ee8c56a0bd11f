import { type EventRegistration, type EventSummary, REGISTRATION_STATUS_LABELS } from '@lakbay/contracts';
import { Link } from 'react-router';
import { formatTimeRange } from '@/components/content/format';
import { PATHS } from '@/lib/paths';
import { FORMAT_LABELS, STATUS_TONE, seatsText } from './event-labels';
import styles from './events.module.css';

const month = new Intl.DateTimeFormat('en-PH', { month: 'short' });
const day = new Intl.DateTimeFormat('en-PH', { day: 'numeric' });

export interface EventCardProps {
  event: EventSummary;
  past?: boolean;
  /** The viewer's registration for the event, shown as a status badge. */
  registration?: Pick<EventRegistration, 'status' | 'statusLabel' | 'waitlistPosition'> | null;
}

/** An event in the list: a calendar leaf, the title as link, when, where and seats, and the viewer's registration. */
export function EventCard({ event, past = false, registration = null }: EventCardProps) {
  const start = new Date(event.startAt);
  return (
    <article className={past ? `${styles.card} ${styles.past}` : styles.card}>
      <time className={styles.leaf} dateTime={event.startAt} aria-hidden="true">
        <span className={styles.month}>{month.format(start)}</span>
        <span className={styles.day}>{day.format(start)}</span>
      </time>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={`${PATHS.events}/${event.id}`} className={styles.cardLink}>
            {event.title}
          </Link>
        </h2>
        <p className={styles.when}>{formatTimeRange(event.startAt, event.endAt)}</p>
        <ul className={styles.facts}>
          <li className={styles.format}>{FORMAT_LABELS[event.format]}</li>
          {event.location && <li>{event.location}</li>}
          {!past && <li>{seatsText(event)}</li>}
          {!past && event.needsApproval && <li>Needs approval</li>}
          {!past && !event.registrationOpen && <li>Registration closed</li>}
        </ul>
        {registration && (
          <p className={styles.mine} data-testid="my-registration">
            <span className={styles.note}>You:</span>{' '}
            <span className={`${styles.status} ${styles[STATUS_TONE[registration.status]]}`}>
              {registration.statusLabel || REGISTRATION_STATUS_LABELS[registration.status]}
            </span>
            {registration.status === 'WAITLISTED' && registration.waitlistPosition !== null && (
              <span className={styles.note}> number {registration.waitlistPosition} in line</span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
