import type { AdminSubmission } from '@lakbay/contracts';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/lib/toast';
import { useGetAdminSubmissionsQuery, useReviewSubmissionMutation } from '../api/apprenticeship-api';
import { AdminVirappNav } from '../components/admin-nav';
import { SubmissionList } from '../components/submission-list';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

/** /admin/virapp/submissions: the review queue (PENDING_REVIEW), accept or ask for an update with feedback. */
export function AdminSubmissionsPage() {
  const { t } = useVaText();
  const query = useGetAdminSubmissionsQuery('PENDING_REVIEW');
  return (
    <Page title={t('admin.submissions.title')} eyebrow={t('admin.eyebrow')}>
      <AdminVirappNav />
      <QueryStates
        query={query}
        loadingLabel={t('admin.submissions.loading')}
        errorTitle={t('admin.submissions.loadFailed')}
        retryLabel={t('facts.tryAgain')}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('admin.submissions.empty')}>{t('admin.submissions.emptyText')}</EmptyState>
          ) : (
            <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('admin.submissions.label')}>
              {data.map((submission) => (
                <li key={submission.id}>
                  <ReviewCard submission={submission} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </Page>
  );
}

function ReviewCard({ submission }: { submission: AdminSubmission }) {
  const { t } = useVaText();
  const [review, { isLoading }] = useReviewSubmissionMutation();
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `feedback-${submission.id}`;

  const send = async (status: 'ACCEPTED' | 'NEEDS_UPDATE') => {
    if (status === 'NEEDS_UPDATE' && !feedback.trim()) {
      setError(t('admin.submissions.needFeedback'));
      return;
    }
    setError(undefined);
    try {
      await review({ submissionId: submission.id, status, feedback: feedback.trim() }).unwrap();
      void toast('success', status === 'ACCEPTED' ? t('admin.submissions.accepted') : t('admin.submissions.sentBack'));
    } catch (caught) {
      void toast('error', describeApiError(caught).message);
    }
  };

  return (
    <article
      className={styles.panel}
      aria-label={t('admin.submissions.cardLabel', { group: submission.groupName, number: submission.weekNumber })}
    >
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>
        {t('admin.submissions.heading', { group: submission.groupName, number: submission.weekNumber })}
      </h2>
      <p className={styles.small}>{submission.challengeTitle}</p>
      <SubmissionList submissions={[submission]} />
      <label htmlFor={id} className={styles.legend}>
        {t('admin.submissions.feedback')} <span className={styles.small}>{t('admin.submissions.feedbackHint')}</span>
      </label>
      <textarea
        id={id}
        className={styles.input}
        rows={3}
        maxLength={2000}
        value={feedback}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setError(undefined);
          setFeedback(event.target.value);
        }}
      />
      <p id={`${id}-error`} className={styles.fieldError} aria-live="polite">
        {error}
      </p>
      <div className={styles.row}>
        <Button loading={isLoading} onClick={() => void send('ACCEPTED')}>
          {t('admin.submissions.accept')}
        </Button>
        <Button variant="outline" disabled={isLoading} onClick={() => void send('NEEDS_UPDATE')}>
          {t('admin.submissions.needsUpdate')}
        </Button>
      </div>
    </article>
  );
}
