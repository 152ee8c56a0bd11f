import type { Week } from '@lakbay/contracts';
import { Link } from 'react-router';
import { vaPaths } from '@/lib/paths';
import { useVaText } from '../i18n/use-va-text';
import styles from './apprenticeship.module.css';

/** The weeks of a challenge: number, title and due date; titles link to the week pages when `challengeId` is given. */
export function WeeksOverview({ weeks, challengeId }: { weeks: readonly Week[]; challengeId?: string }) {
  const { t, formatDate } = useVaText();
  if (weeks.length === 0) {
    return <p className={styles.note}>{t('challenge.noWeeks')}</p>;
  }
  return (
    <ol className={styles.weeks}>
      {[...weeks]
        .sort((a, b) => a.number - b.number)
        .map((week) => (
          <li key={week.id} className={styles.weekRow}>
            <span className={styles.itemMain}>
              <span className={styles.weekNumber}>{t('facts.week', { number: week.number })}</span>
              {challengeId ? <Link to={vaPaths.week(challengeId, week.number)}>{week.title}</Link> : <strong>{week.title}</strong>}
            </span>
            <span className={styles.small}>{t('facts.due', { date: formatDate(week.dueDate) })}</span>
          </li>
        ))}
    </ol>
  );
}
