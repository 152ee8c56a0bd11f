import type { ChallengeDetail, UserChallenge } from '@lakbay/contracts';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { vaPaths } from '@/lib/paths';
import { currentWeek } from '../lib/format';
import { useVaText } from '../i18n/use-va-text';
import { ProgressBar } from './progress-bar';
import { WeeksOverview } from './weeks-overview';
import styles from './apprenticeship.module.css';
import { TitledSection } from '@/components/titled-section';

/** Dashboard HOME: completion, this week's brief, progress and all weeks. */
export function HomeTab({ challenge, mine }: { challenge: ChallengeDetail; mine: UserChallenge }) {
  const { t, formatDate, dueText } = useVaText();
  const week = currentWeek(challenge.weekList);
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        {mine.completion && (
          <TitledSection id="completed" title={t('dashboard.completed')} className={styles.panel}>
            <p>
              <Trans
                t={t}
                i18nKey="dashboard.completedText"
                values={{ date: formatDate(mine.completion.completedAt), merit: t(`status.merit.${mine.completion.merit}`) }}
                components={{ strong: <strong /> }}
              />
            </p>
            {mine.completion.certificateCode && (
              <ButtonLink to={vaPaths.certificate(mine.completion.certificateCode)}>{t('dashboard.certificate')}</ButtonLink>
            )}
          </TitledSection>
        )}
        {week ? (
          <section className={styles.panel} aria-labelledby="this-week">
            <p className={styles.weekNumber}>{t('dashboard.thisWeekNumber', { number: week.number })}</p>
            <h2 id="this-week">{week.title}</h2>
            <p className={styles.prose}>{week.brief}</p>
            <p className={styles.note}>{dueText(week.dueDate)}</p>
            <div className={styles.row}>
              <ButtonLink to={vaPaths.week(challenge.id, week.number)} variant="outline">
                {t('dashboard.openWeek', { number: week.number })}
              </ButtonLink>
            </div>
          </section>
        ) : (
          <section className={styles.panel}>
            <h2>{t('dashboard.thisWeek')}</h2>
            <p className={styles.note}>{t('challenge.noWeeks')}</p>
          </section>
        )}
      </div>
      <aside className={styles.aside}>
        <TitledSection id="progress" title={t('dashboard.progress')} className={styles.panel}>
          <ProgressBar progress={mine.progress} />
        </TitledSection>
        <TitledSection id="all-weeks" title={t('dashboard.allWeeks')} className={styles.panel}>
          <WeeksOverview weeks={challenge.weekList} challengeId={challenge.id} submissions={mine.submissions} />
        </TitledSection>
        <Link to={vaPaths.challenge(challenge.id)}>{t('dashboard.about')}</Link>
      </aside>
    </div>
  );
}
