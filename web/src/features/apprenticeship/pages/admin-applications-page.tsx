import type { AdminApplication, ApplicationStatus, MeritLevel } from '@lakbay/contracts';
import { APPLICATION_STATUSES, MERIT_LEVELS } from '@lakbay/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import {
  useCompleteGroupMutation,
  useDecideApplicationMutation,
  useGetAdminApplicationsQuery,
  useGetChallengesQuery,
} from '../api/apprenticeship-api';
import { AdminVirappNav } from '../components/admin-nav';
import { PageSkeleton } from '../components/challenge-skeletons';
import { StatusTag } from '@/components/status-tag';
import { APPLICATION_STATUS_LABELS, formatDate, formatDateTime, MEMBER_STATUS_LABELS, MERIT_LABELS } from '../lib/format';
import styles from '../components/apprenticeship.module.css';

const STATUS_TONES = { PENDING: 'warn', APPROVED: 'good', REJECTED: 'bad' } as const;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /admin/virapp/applications: review enrolments (approve, reject), filtered by challenge and status; complete approved groups. */
export function AdminApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const challengeId = params.get('challengeId') ?? '';
  const rawStatus = params.get('status');
  const status =
    rawStatus === null
      ? 'PENDING'
      : (APPLICATION_STATUSES as readonly string[]).includes(rawStatus)
        ? (rawStatus as ApplicationStatus)
        : undefined;
  const challenges = useGetChallengesQuery();
  const { data, isError, error, isFetching, refetch } = useGetAdminApplicationsQuery({ challengeId: challengeId || undefined, status });

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  let body;
  if (isError) {
    body = (
      <EmptyState title="Applications could not be loaded" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (!data) {
    body = <PageSkeleton label="Loading applications" />;
  } else if (data.length === 0) {
    body = <EmptyState title="No applications here">Nothing matches these filters.</EmptyState>;
  } else {
    body = (
      <ul
        className={styles.stack}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-busy={isFetching || undefined}
        aria-label="Applications"
      >
        {data.map((application) => (
          <li key={application.groupId}>
            <ApplicationCard application={application} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title="Applications" eyebrow="Admin · Virtual Apprenticeship">
      <AdminVirappNav />
      <div className={styles.row} style={{ marginBottom: 16 }}>
        <label className={styles.legend}>
          Challenge{' '}
          <select className={styles.input} value={challengeId} onChange={(event) => setFilter('challengeId', event.target.value)}>
            <option value="">All challenges</option>
            {(challenges.data ?? []).map((challenge) => (
              <option key={challenge.id} value={challenge.id}>
                {challenge.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.legend}>
          Status{' '}
          <select className={styles.input} value={status ?? ''} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">Any status</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {APPLICATION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body}
    </Page>
  );
}

function ApplicationCard({ application }: { application: AdminApplication }) {
  const [decide] = useDecideApplicationMutation();
  const [complete, completing] = useCompleteGroupMutation();
  const [busy, setBusy] = useState<'APPROVE' | 'REJECT' | null>(null);
  const [merit, setMerit] = useState<MeritLevel>('SATISFACTORY');

  const act = async (action: 'APPROVE' | 'REJECT') => {
    setBusy(action);
    try {
      await decide({ groupId: application.groupId, action }).unwrap();
      void toast('success', action === 'APPROVE' ? 'Application approved' : 'Application rejected');
    } catch (caught) {
      void toast('error', describeApiError(caught).message);
    } finally {
      setBusy(null);
    }
  };

  const markComplete = async () => {
    try {
      await complete({ groupId: application.groupId, merit }).unwrap();
      void toast('success', `Group completed with merit ${MERIT_LABELS[merit]}`);
    } catch (caught) {
      void toast('error', describeApiError(caught).message);
    }
  };

  return (
    <article className={styles.panel} aria-label={`${application.leader.name}, ${application.challengeTitle}`}>
      <div className={`${styles.row} ${styles.between}`}>
        <h2 style={{ margin: 0, fontSize: '1.125rem' }}>
          {application.leader.name} <span className={styles.small}>({application.leader.email})</span>
        </h2>
        <StatusTag tone={STATUS_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</StatusTag>
      </div>
      <p className={styles.small}>
        {application.challengeTitle} · {application.applicationType === 'GROUP' ? 'Group' : 'Individual'} · applied{' '}
        {formatDateTime(application.createdAt)}
      </p>
      {application.members.length > 1 && (
        <p className={styles.small}>
          Members: {application.members.map((member) => `${member.name} (${MEMBER_STATUS_LABELS[member.status]})`).join(', ')}
        </p>
      )}
      <details>
        <summary>Answers and resume</summary>
        <dl className={styles.dl} style={{ marginTop: 8 }}>
          <dt>Why join</dt>
          <dd className={styles.prose}>{application.whyJoin}</dd>
          <dt>Qualities</dt>
          <dd className={styles.prose}>{application.whatQualities}</dd>
          {application.additionalComments && (
            <>
              <dt>Comments</dt>
              <dd className={styles.prose}>{application.additionalComments}</dd>
            </>
          )}
          <dt>Share resume</dt>
          <dd>{yesNo(application.sendResumeAndContact)}</dd>
          <dt>Internship</dt>
          <dd>{yesNo(application.participateInternship)}</dd>
          <dt>First work</dt>
          <dd>{yesNo(application.isFirstWorkExperience)}</dd>
          <dt>Resume</dt>
          <dd>
            {application.resumeUrl ? (
              <a href={application.resumeUrl} target="_blank" rel="noreferrer noopener">
                Open resume
              </a>
            ) : (
              'None'
            )}
          </dd>
        </dl>
      </details>
      {application.status === 'PENDING' && (
        <div className={styles.row} style={{ marginTop: 8 }}>
          <Button loading={busy === 'APPROVE'} disabled={busy !== null} onClick={() => void act('APPROVE')}>
            Approve
          </Button>
          <Button variant="outline" loading={busy === 'REJECT'} disabled={busy !== null} onClick={() => void act('REJECT')}>
            Reject
          </Button>
        </div>
      )}
      {application.status === 'APPROVED' && (
        <div className={styles.row} style={{ marginTop: 8 }}>
          <span className={styles.small}>
            Progress {application.progress.percent}% ({application.progress.acceptedWeeks}/{application.progress.totalWeeks} weeks accepted)
          </span>
          {application.completion ? (
            <StatusTag tone="good">
              Completed {formatDate(application.completion.completedAt)} · {MERIT_LABELS[application.completion.merit]}
            </StatusTag>
          ) : (
            <>
              <label className={styles.small}>
                Merit{' '}
                <select
                  className={styles.input}
                  style={{ width: 'auto' }}
                  value={merit}
                  onChange={(event) => setMerit(event.target.value as MeritLevel)}
                >
                  {MERIT_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {MERIT_LABELS[level]}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="secondary" loading={completing.isLoading} onClick={() => void markComplete()}>
                Mark completed
              </Button>
            </>
          )}
        </div>
      )}
    </article>
  );
}
