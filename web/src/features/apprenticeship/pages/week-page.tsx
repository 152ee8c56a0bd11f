import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { FallbackNote } from '@/components/content/fallback-note';
import { Page } from '@/components/page';
import { vaPaths } from '@/lib/paths';
import { ChallengeGate } from '../components/enrol-guard';
import { StatusTag } from '@/components/status-tag';
import { SubmissionList } from '../components/submission-list';
import { isOverdue } from '../lib/format';
import { useVaText } from '../i18n/use-va-text';
import { findWeek } from '../lib/week';
import styles from '../components/apprenticeship.module.css';
import { TitledSection } from '@/components/titled-section';

/** /virtual-apprenticeship/{challengeId}/week/{week}: the week's brief, resources, deliverable and the group's hand-ins. */
export function WeekPage() {
  const { t, dueText, formatDate } = useVaText();
  const { challengeId = '', week: weekParam } = useParams();
  return (
    <ChallengeGate challengeId={challengeId} title={t('facts.week', { number: weekParam ?? '' })} need="enrolled">
      {(challenge, { mine }) => {
        const week = findWeek(challenge, weekParam);
        if (!week || !mine) {
          return (
            <Page title={t('week.notFound')}>
              <EmptyState
                title={t('week.notFoundTitle')}
                icon="calendar"
                action={<ButtonLink to={vaPaths.dashboard(challengeId, 'home')}>{t('week.backToDashboard')}</ButtonLink>}
              >
                {t('week.pick')}
              </EmptyState>
            </Page>
          );
        }
        const submissions = mine.submissions.filter((submission) => submission.weekId === week.id);
        const accepted = submissions.some((submission) => submission.reviewStatus === 'ACCEPTED');
        const locked = mine.isPending || mine.completion !== null;
        return (
          <Page title={week.title} eyebrow={t('week.eyebrow', { challenge: challenge.title, number: week.number })}>
            <Link className={styles.back} to={vaPaths.dashboard(challengeId, 'home')}>
              {t('week.dashboard')}
            </Link>
            <div className={styles.layout}>
              <div className={styles.stack}>
                <TitledSection id="brief" title={t('week.brief')} className={styles.panel}>
                  <p className={styles.prose}>{week.brief}</p>
                  <FallbackNote records={[challenge]} />
                </TitledSection>
                {week.tasks.length > 0 && (
                  <TitledSection id="tasks" title={t('week.tasks')} className={styles.panel}>
                    <ol>
                      {week.tasks.map((task) => (
                        <li key={task}>{task}</li>
                      ))}
                    </ol>
                  </TitledSection>
                )}
                <TitledSection id="deliverable" title={t('week.deliverable')} className={styles.panel}>
                  <p className={styles.prose}>{week.deliverable}</p>
                </TitledSection>
                {week.resources.length > 0 && (
                  <TitledSection id="resources" title={t('week.resources')} className={styles.panel}>
                    <ul className={styles.fileList}>
                      {week.resources.map((resource) => (
                        <li key={resource.url}>
                          <a href={resource.url} target="_blank" rel="noreferrer noopener">
                            {resource.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </TitledSection>
                )}
              </div>
              <aside className={`${styles.aside} ${styles.asideFirst}`}>
                <section className={styles.panel} aria-label={t('week.handIn')}>
                  <p className={styles.note}>{t('facts.opens', { date: formatDate(week.opensOn) })}</p>
                  <p className={isOverdue(week.dueDate) && !accepted ? styles.overdue : undefined}>{dueText(week.dueDate)}</p>
                  {accepted ? (
                    <StatusTag tone="good">{t('status.review.ACCEPTED')}</StatusTag>
                  ) : locked ? (
                    <p className={styles.note}>{mine.isPending ? t('week.pendingNote') : t('week.completedNote')}</p>
                  ) : (
                    <ButtonLink to={vaPaths.weekSubmit(challengeId, week.number)} block>
                      {submissions.length > 0 ? t('week.submitUpdate') : t('week.submit')}
                    </ButtonLink>
                  )}
                </section>
                <TitledSection id="handins" title={t('week.submissions')} className={styles.panel}>
                  <SubmissionList submissions={submissions} />
                </TitledSection>
              </aside>
            </div>
          </Page>
        );
      }}
    </ChallengeGate>
  );
}
