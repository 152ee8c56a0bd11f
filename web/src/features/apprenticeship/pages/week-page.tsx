import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { vaPaths } from '@/lib/paths';
import { ChallengeGate } from '../components/enrol-guard';
import { StatusTag } from '@/components/status-tag';
import { SubmissionList } from '../components/submission-list';
import { dueText, isOverdue } from '../lib/format';
import { findWeek } from '../lib/week';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship/{challengeId}/week/{week}: the week's brief, resources, deliverable and the group's hand-ins. */
export function WeekPage() {
  const { challengeId = '', week: weekParam } = useParams();
  return (
    <ChallengeGate challengeId={challengeId} title={`Week ${weekParam ?? ''}`} need="enrolled">
      {(challenge, { mine }) => {
        const week = findWeek(challenge, weekParam);
        if (!week || !mine) {
          return (
            <Page title="Week not found">
              <EmptyState
                title="This challenge has no such week"
                icon="calendar"
                action={<ButtonLink to={vaPaths.dashboard(challengeId, 'home')}>Back to the dashboard</ButtonLink>}
              >
                Pick a week from your dashboard.
              </EmptyState>
            </Page>
          );
        }
        const submissions = mine.submissions.filter((submission) => submission.weekId === week.id);
        const accepted = submissions.some((submission) => submission.reviewStatus === 'ACCEPTED');
        const locked = mine.isPending || mine.completion !== null;
        return (
          <Page title={week.title} eyebrow={`${challenge.title} · Week ${week.number}`}>
            <Link className={styles.back} to={vaPaths.dashboard(challengeId, 'home')}>
              ← Dashboard
            </Link>
            <div className={styles.layout}>
              <div className={styles.stack}>
                <section className={styles.panel} aria-labelledby="brief">
                  <h2 id="brief">Brief</h2>
                  <p className={styles.prose}>{week.brief}</p>
                </section>
                <section className={styles.panel} aria-labelledby="deliverable">
                  <h2 id="deliverable">Deliverable</h2>
                  <p className={styles.prose}>{week.deliverable}</p>
                </section>
                {week.resources.length > 0 && (
                  <section className={styles.panel} aria-labelledby="resources">
                    <h2 id="resources">Resources</h2>
                    <ul className={styles.fileList}>
                      {week.resources.map((resource) => (
                        <li key={resource.url}>
                          <a href={resource.url} target="_blank" rel="noreferrer noopener">
                            {resource.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
              </div>
              <aside className={`${styles.aside} ${styles.asideFirst}`}>
                <section className={styles.panel} aria-label="Hand in">
                  <p className={isOverdue(week.dueDate) && !accepted ? styles.overdue : undefined}>{dueText(week.dueDate)}</p>
                  {accepted ? (
                    <StatusTag tone="good">Accepted</StatusTag>
                  ) : locked ? (
                    <p className={styles.note}>
                      {mine.isPending ? 'You can hand in work once your application is approved.' : 'This challenge is completed.'}
                    </p>
                  ) : (
                    <ButtonLink to={vaPaths.weekSubmit(challengeId, week.number)} block>
                      {submissions.length > 0 ? 'Submit an update' : 'Submit'}
                    </ButtonLink>
                  )}
                </section>
                <section className={styles.panel} aria-labelledby="handins">
                  <h2 id="handins">Your group’s submissions</h2>
                  <SubmissionList submissions={submissions} />
                </section>
              </aside>
            </div>
          </Page>
        );
      }}
    </ChallengeGate>
  );
}
