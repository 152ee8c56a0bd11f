import type { Submission, Week } from '@lakbay/contracts';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { vaPaths } from '@/lib/paths';
import { useVaText } from '../i18n/use-va-text';
import styles from './apprenticeship.module.css';

/** The weeks whose latest hand-in came after the due date (the challenge's late days). */
function lateWeeks(submissions: readonly Submission[]): Set<string> {
  const latest = new Map<string, Submission>();
  for (const submission of submissions) {
    const seen = latest.get(submission.weekId);
    if (!seen || submission.attempt > seen.attempt) {
      latest.set(submission.weekId, submission);
    }
  }
  return new Set([...latest.values()].filter((s) => s.late).map((s) => s.weekId));
}

/**
 * The weeks of a challenge: number, title, the day each opens for hand-ins and its due date; titles
 * link to the week pages when `challengeId` is given. With the group's `submissions` (the Kadet's
 * dashboard), a week whose latest hand-in came after its due date is marked late.
 */
export function WeeksOverview({
  weeks,
  challengeId,
  submissions = [],
}: {
  weeks: readonly Week[];
  challengeId?: string;
  submissions?: readonly Submission[];
}) {
  const { t, formatDate } = useVaText();
  if (weeks.length === 0) {
    return <p className={styles.note}>{t('challenge.noWeeks')}</p>;
  }
  const late = lateWeeks(submissions);
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
            <span className={styles.weekDates}>
              <span className={styles.small}>{t('facts.opens', { date: formatDate(week.opensOn) })}</span>
              <span className={styles.small}>{t('facts.due', { date: formatDate(week.dueDate) })}</span>
              {late.has(week.id) && <StatusTag tone="warn">{t('submissions.late')}</StatusTag>}
            </span>
          </li>
        ))}
    </ol>
  );
}
