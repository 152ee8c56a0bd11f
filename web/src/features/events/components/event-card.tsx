import type { EventSummary } from '@lakbay/contracts';
import { Link } from 'react-router';
import { formatTimeRange } from '@/components/content/format';
import { PATHS } from '@/lib/paths';
import { FORMAT_LABELS, seatsText } from './event-labels';
import styles from './events.module.css';

const month = new Intl.DateTimeFormat('en-PH', { month: 'short' });
const day = new Intl.DateTimeFormat('en-PH', { day: 'numeric' });

/** An event in the list: a calendar leaf, the title as link, when, where and seats. */
export function EventCard({ event, past = false }: { event: EventSummary; past?: boolean }) {
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
      </div>
    </article>
  );
}
