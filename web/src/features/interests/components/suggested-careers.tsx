import { writeInterestScores } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PATHS } from '@/lib/paths';
import { useGetCareerSuggestionsQuery } from '../api/interests-api';
import { INTERESTS_NS } from '../i18n/register';
import { SuggestionGrid } from './suggestion-card';
import styles from './interests.module.css';
import { useInterestCode } from './use-interest-code';

/** The quiz's first question, skipping its saved result. */
export const QUIZ_START = `${PATHS.interests}?start=1`;

/**
 * "Suggested for you": a few careers for the saved interest code (profile, else this device, else
 * the sign-up interests), or an invitation to take the quiz when there is none.
 */
export function SuggestedCareers({ limit = 3 }: { limit?: number }) {
  const { t, ready } = useTranslation(INTERESTS_NS);
  const { chosen, profile, loading } = useInterestCode();
  const { data, isError } = useGetCareerSuggestionsQuery(
    { interests: chosen?.code ?? '', scores: chosen?.scores && writeInterestScores(chosen.scores), pageSize: limit },
    { skip: !chosen },
  );

  // Koaches guide others; the row is for Kadets and visitors.
  if (!ready || loading || profile?.isCoach || isError) {
    return null;
  }
  const heading = (
    <h2 id="suggested-heading" className={styles.rowTitle}>
      {t('suggested.title')}
    </h2>
  );
  if (!chosen) {
    return (
      <section className={styles.row} aria-labelledby="suggested-heading">
        <div className={styles.rowHead}>{heading}</div>
        <div className={styles.promptCard}>
          <p>{t('suggested.empty')}</p>
          <ButtonLink to={QUIZ_START}>{t('suggested.take')}</ButtonLink>
        </div>
      </section>
    );
  }
  const fromQuiz = chosen.source !== 'signup';
  return (
    <section className={styles.row} aria-labelledby="suggested-heading">
      <div className={styles.rowHead}>
        <div>
          {heading}
          <p className={styles.rowText}>{fromQuiz ? t('suggested.fromQuiz', { code: chosen.code }) : t('suggested.fromSignup')}</p>
        </div>
        <p className={styles.rowLinks}>
          {fromQuiz && data && data.total > data.items.length && (
            <Link to={PATHS.interests}>{t('suggested.more', { count: data.total })}</Link>
          )}
          <Link to={QUIZ_START}>{fromQuiz ? t('suggested.retake') : t('suggested.takeForBetter')}</Link>
        </p>
      </div>
      {data ? (
        <SuggestionGrid careers={data.items} label={t('suggested.title')} />
      ) : (
        <div className={styles.placeholder} role="status" aria-label={t('suggested.loading')} />
      )}
    </section>
  );
}
