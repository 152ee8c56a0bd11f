import type { AdminApplication, ApplicationStatus } from '@lakbay/contracts';
import { APPLICATION_STATUSES } from '@lakbay/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SessionFileLink } from '@/components/session-file-link';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/lib/toast';
import {
  useCompleteGroupMutation,
  useDecideApplicationMutation,
  useGetAdminApplicationsQuery,
  useGetChallengesQuery,
} from '../api/apprenticeship-api';
import { AdminVirappNav } from '../components/admin-nav';
import { StatusTag } from '@/components/status-tag';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

const STATUS_TONES = { PENDING: 'warn', APPROVED: 'good', REJECTED: 'bad' } as const;

/** /admin/virapp/applications: review enrolments (approve, reject), filtered by challenge and status; complete approved groups. */
export function AdminApplicationsPage() {
  const { t } = useVaText();
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
  const query = useGetAdminApplicationsQuery({ challengeId: challengeId || undefined, status });

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('admin.applications.title')} eyebrow={t('admin.eyebrow')}>
      <AdminVirappNav />
      <div className={styles.row} style={{ marginBottom: 16 }}>
        <label className={styles.legend}>
          {t('admin.applications.challenge')}{' '}
          <select className={styles.input} value={challengeId} onChange={(event) => setFilter('challengeId', event.target.value)}>
            <option value="">{t('admin.applications.allChallenges')}</option>
            {(challenges.data ?? []).map((challenge) => (
              <option key={challenge.id} value={challenge.id}>
                {challenge.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.legend}>
          {t('admin.applications.status')}{' '}
          <select className={styles.input} value={status ?? ''} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">{t('admin.applications.anyStatus')}</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.application.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.note}>{t('admin.applications.meritRule')}</p>
      <QueryStates
        query={query}
        loadingLabel={t('admin.applications.loading')}
        errorTitle={t('admin.applications.loadFailed')}
        retryLabel={t('facts.tryAgain')}
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('admin.applications.empty')}>{t('admin.applications.emptyText')}</EmptyState>
          ) : (
            <ul
              className={styles.stack}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-busy={query.isFetching || undefined}
              aria-label={t('admin.applications.label')}
            >
              {data.map((application) => (
                <li key={application.groupId}>
                  <ApplicationCard application={application} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </Page>
  );
}

function ApplicationCard({ application }: { application: AdminApplication }) {
  const { t, formatDate, formatDateTime } = useVaText();
  const yesNo = (value: boolean) => (value ? t('form.yes') : t('form.no'));
  const [decide] = useDecideApplicationMutation();
  const [complete, completing] = useCompleteGroupMutation();
  const [busy, setBusy] = useState<'APPROVE' | 'REJECT' | null>(null);
  const [reason, setReason] = useState('');
  const earned = application.earnedMerit;

  const act = async (action: 'APPROVE' | 'REJECT') => {
    setBusy(action);
    try {
      await decide({ groupId: application.groupId, action }).unwrap();
      void toast('success', action === 'APPROVE' ? t('admin.applications.approved') : t('admin.applications.rejected'));
    } catch (caught) {
      void toast('error', describeApiError(caught).message);
    } finally {
      setBusy(null);
    }
  };

  const markComplete = async () => {
    try {
      await complete({ groupId: application.groupId, ...(earned ? {} : { overrideReason: reason.trim() }) }).unwrap();
      void toast('success', t('admin.applications.completed', { merit: t(`status.merit.${earned ?? 'SATISFACTORY'}`) }));
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
        <StatusTag tone={STATUS_TONES[application.status]}>{t(`status.application.${application.status}`)}</StatusTag>
      </div>
      <p className={styles.small}>
        {t('admin.applications.applied', {
          challenge: application.challengeTitle,
          type: t(`admin.applications.${application.applicationType}`),
          date: formatDateTime(application.createdAt),
        })}
      </p>
      {application.members.length > 1 && (
        <p className={styles.small}>
          {t('admin.applications.members', {
            members: application.members.map((member) => `${member.name} (${t(`status.member.${member.status}`)})`).join(', '),
          })}
        </p>
      )}
      <details>
        <summary>{t('admin.applications.answers')}</summary>
        <dl className={styles.dl} style={{ marginTop: 8 }}>
          <dt>{t('admin.applications.whyJoin')}</dt>
          <dd className={styles.prose}>{application.whyJoin}</dd>
          <dt>{t('admin.applications.qualities')}</dt>
          <dd className={styles.prose}>{application.whatQualities}</dd>
          {application.additionalComments && (
            <>
              <dt>{t('admin.applications.comments')}</dt>
              <dd className={styles.prose}>{application.additionalComments}</dd>
            </>
          )}
          <dt>{t('admin.applications.shareResume')}</dt>
          <dd>{yesNo(application.sendResumeAndContact)}</dd>
          <dt>{t('admin.applications.internship')}</dt>
          <dd>{yesNo(application.participateInternship)}</dd>
          <dt>{t('admin.applications.firstWork')}</dt>
          <dd>{yesNo(application.isFirstWorkExperience)}</dd>
          <dt>{t('admin.applications.resume')}</dt>
          <dd>
            {application.resumeUrl ? (
              <SessionFileLink href={application.resumeUrl} fileName="resume">
                {t('admin.applications.openResume')}
              </SessionFileLink>
            ) : (
              t('admin.applications.noResume')
            )}
          </dd>
        </dl>
      </details>
      {application.status === 'PENDING' && (
        <div className={styles.row} style={{ marginTop: 8 }}>
          <Button loading={busy === 'APPROVE'} disabled={busy !== null} onClick={() => void act('APPROVE')}>
            {t('admin.applications.approve')}
          </Button>
          <Button variant="outline" loading={busy === 'REJECT'} disabled={busy !== null} onClick={() => void act('REJECT')}>
            {t('admin.applications.reject')}
          </Button>
        </div>
      )}
      {application.status === 'APPROVED' && (
        <div className={styles.row} style={{ marginTop: 8 }}>
          <span className={styles.small}>
            {t('admin.applications.progress', {
              percent: application.progress.percent,
              accepted: application.progress.acceptedWeeks,
              total: application.progress.totalWeeks,
            })}
          </span>
          {application.completion ? (
            <>
              <StatusTag tone="good">
                {t('admin.applications.completedOn', {
                  date: formatDate(application.completion.completedAt),
                  merit: t(`status.merit.${application.completion.merit}`),
                })}
              </StatusTag>
              {application.completion.overrideReason ? (
                <span className={styles.small}>
                  {t('admin.applications.overrideNote', { reason: application.completion.overrideReason })}
                </span>
              ) : null}
            </>
          ) : (
            <>
              {earned ? (
                <span className={styles.small}>{t('admin.applications.earns', { merit: t(`status.merit.${earned}`) })}</span>
              ) : (
                <label className={styles.small}>
                  {t('admin.applications.overrideReason')}{' '}
                  <input className={styles.input} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
                </label>
              )}
              <Button
                variant="secondary"
                loading={completing.isLoading}
                disabled={!earned && reason.trim() === ''}
                onClick={() => void markComplete()}
              >
                {t(earned ? 'admin.applications.markCompleted' : 'admin.applications.completeOverride')}
              </Button>
            </>
          )}
        </div>
      )}
    </article>
  );
}
