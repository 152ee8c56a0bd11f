import type { Progress } from '@lakbay/contracts';
import { useVaText } from '../i18n/use-va-text';
import styles from './apprenticeship.module.css';

/** The group's progress: a percent bar with accepted, submitted and total weeks. */
export function ProgressBar({ progress }: { progress: Progress }) {
  const { t } = useVaText();
  const percent = Math.min(100, Math.max(0, Math.round(progress.percent)));
  return (
    <div className={styles.stack} style={{ gap: 8 }}>
      <div className={`${styles.row} ${styles.between}`}>
        <strong>{t('dashboard.percent', { percent })}</strong>
        <span className={styles.small}>
          {t('dashboard.progressFacts', {
            accepted: progress.acceptedWeeks,
            submitted: progress.submittedWeeks,
            total: progress.totalWeeks,
          })}
        </span>
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${progress.acceptedWeeks} of ${progress.totalWeeks} weeks accepted`}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
