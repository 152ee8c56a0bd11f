import type { AdminSubmission } from '@lakbay/contracts';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { useGetAdminSubmissionsQuery, useReviewSubmissionMutation } from '../api/apprenticeship-api';
import { AdminVirappNav } from '../components/admin-nav';
import { PageSkeleton } from '../components/challenge-skeletons';
import { SubmissionList } from '../components/submission-list';
import styles from '../components/apprenticeship.module.css';

/** /admin/virapp/submissions: the review queue (PENDING_REVIEW), accept or ask for an update with feedback. */
export function AdminSubmissionsPage() {
  const { data, isError, error, refetch } = useGetAdminSubmissionsQuery('PENDING_REVIEW');
  let body;
  if (isError) {
    body = (
      <EmptyState title="Submissions could not be loaded" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (!data) {
    body = <PageSkeleton label="Loading submissions" />;
  } else if (data.length === 0) {
    body = <EmptyState title="Nothing to review">Every submission has been reviewed.</EmptyState>;
  } else {
    body = (
      <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Submissions to review">
        {data.map((submission) => (
          <li key={submission.id}>
            <ReviewCard submission={submission} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Page title="Submissions to review" eyebrow="Admin · Virtual Apprenticeship">
      <AdminVirappNav />
      {body}
    </Page>
  );
}

function ReviewCard({ submission }: { submission: AdminSubmission }) {
  const [review, { isLoading }] = useReviewSubmissionMutation();
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `feedback-${submission.id}`;

  const send = async (status: 'ACCEPTED' | 'NEEDS_UPDATE') => {
    if (status === 'NEEDS_UPDATE' && !feedback.trim()) {
      setError('Say what the group should change.');
      return;
    }
    setError(undefined);
    try {
      await review({ submissionId: submission.id, status, feedback: feedback.trim() }).unwrap();
      void toast('success', status === 'ACCEPTED' ? 'Submission accepted' : 'Sent back for an update');
    } catch (caught) {
      void toast('error', describeApiError(caught).message);
    }
  };

  return (
    <article className={styles.panel} aria-label={`${submission.groupName}, week ${submission.weekNumber}`}>
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>
        {submission.groupName} · Week {submission.weekNumber}
      </h2>
      <p className={styles.small}>{submission.challengeTitle}</p>
      <SubmissionList submissions={[submission]} />
      <label htmlFor={id} className={styles.legend}>
        Feedback <span className={styles.small}>(required for “Needs update”)</span>
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
          Accept
        </Button>
        <Button variant="outline" disabled={isLoading} onClick={() => void send('NEEDS_UPDATE')}>
          Needs update
        </Button>
      </div>
    </article>
  );
}
