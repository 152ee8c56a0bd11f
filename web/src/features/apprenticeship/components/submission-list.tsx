import type { Submission } from '@lakbay/contracts';
import { formatBytes, REVIEW_STATUS_TONES } from '../lib/format';
import { useVaText } from '../i18n/use-va-text';
import { SessionFileLink } from '@/components/session-file-link';
import { StatusTag } from '@/components/status-tag';
import styles from './apprenticeship.module.css';

/** A group's hand-ins for a week, latest first: attempt, late or not, who and when, links, files, notes, review status and feedback. */
export function SubmissionList({ submissions }: { submissions: readonly Submission[] }) {
  const { t, formatDateTime } = useVaText();
  if (submissions.length === 0) {
    return <p className={styles.note}>{t('submissions.none')}</p>;
  }
  const latestFirst = [...submissions].sort((a, b) => b.attempt - a.attempt);
  return (
    <ul className={styles.list}>
      {latestFirst.map((submission) => (
        <li key={submission.id} className={styles.listItem}>
          <div className={styles.stack} style={{ gap: 4, width: '100%' }}>
            <div className={`${styles.row} ${styles.between}`}>
              <strong>{t('submissions.attempt', { attempt: submission.attempt })}</strong>
              <span className={styles.row}>
                {submission.late && <StatusTag tone="warn">{t('submissions.late')}</StatusTag>}
                <StatusTag tone={REVIEW_STATUS_TONES[submission.reviewStatus]}>{t(`status.review.${submission.reviewStatus}`)}</StatusTag>
              </span>
            </div>
            <span className={styles.small}>
              {t('submissions.by', { name: submission.submittedBy.name, date: formatDateTime(submission.submittedAt) })}
            </span>
            {submission.links.length > 0 && (
              <ul className={styles.fileList}>
                {submission.links.map((link) => (
                  <li key={link}>
                    <a href={link} target="_blank" rel="noreferrer noopener">
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {submission.files.length > 0 && (
              <ul className={styles.fileList}>
                {submission.files.map((file) => (
                  <li key={file.id}>
                    <SessionFileLink href={file.url} fileName={file.name}>
                      {file.name}
                    </SessionFileLink>{' '}
                    <span className={styles.small}>({formatBytes(file.size)})</span>
                  </li>
                ))}
              </ul>
            )}
            {submission.notes && <p className={`${styles.prose} ${styles.summary}`}>{submission.notes}</p>}
            {submission.feedback && (
              <div className={styles.banner}>
                <strong>{t('submissions.feedback')}</strong> <span className={styles.prose}>{submission.feedback}</span>
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
