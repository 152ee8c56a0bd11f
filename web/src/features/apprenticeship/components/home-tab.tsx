import type { ChallengeDetail, UserChallenge } from '@lakbay/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { vaPaths } from '@/lib/paths';
import { currentWeek, dueText, MERIT_LABELS, formatDate } from '../lib/format';
import { ProgressBar } from './progress-bar';
import { WeeksOverview } from './weeks-overview';
import styles from './apprenticeship.module.css';

/** Dashboard HOME: completion, this week's brief, progress and all weeks. */
export function HomeTab({ challenge, mine }: { challenge: ChallengeDetail; mine: UserChallenge }) {
  const week = currentWeek(challenge.weekList);
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        {mine.completion && (
          <section className={styles.panel} aria-labelledby="completed">
            <h2 id="completed">Challenge completed 🎉</h2>
            <p>
              Your group completed the challenge on {formatDate(mine.completion.completedAt)} with a merit of{' '}
              <strong>{MERIT_LABELS[mine.completion.merit]}</strong>.
            </p>
            {mine.completion.certificateCode && (
              <ButtonLink to={vaPaths.certificate(mine.completion.certificateCode)}>See your certificate</ButtonLink>
            )}
          </section>
        )}
        {week ? (
          <section className={styles.panel} aria-labelledby="this-week">
            <p className={styles.weekNumber}>This week · Week {week.number}</p>
            <h2 id="this-week">{week.title}</h2>
            <p className={styles.prose}>{week.brief}</p>
            <p className={styles.note}>{dueText(week.dueDate)}</p>
            <div className={styles.row}>
              <ButtonLink to={vaPaths.week(challenge.id, week.number)} variant="outline">
                Open week {week.number}
              </ButtonLink>
            </div>
          </section>
        ) : (
          <section className={styles.panel}>
            <h2>This week</h2>
            <p className={styles.note}>The weekly briefs will be published before the challenge starts.</p>
          </section>
        )}
      </div>
      <aside className={styles.aside}>
        <section className={styles.panel} aria-labelledby="progress">
          <h2 id="progress">Progress</h2>
          <ProgressBar progress={mine.progress} />
        </section>
        <section className={styles.panel} aria-labelledby="all-weeks">
          <h2 id="all-weeks">All weeks</h2>
          <WeeksOverview weeks={challenge.weekList} challengeId={challenge.id} />
        </section>
        <Link to={vaPaths.challenge(challenge.id)}>About this challenge</Link>
      </aside>
    </div>
  );
}
