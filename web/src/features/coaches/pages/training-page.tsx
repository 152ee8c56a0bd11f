import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { LoadingPage } from '@/components/loading-page';
import { Page } from '@/components/page';
import { useGetCoachQuery } from '../api/coaches-api';
import { CoachUnavailable } from '../components/coach-unavailable';
import styles from '../components/coaches.module.css';
import { COACHES_NS } from '../i18n/register';
import { bookingStepPath, coachPath } from '../lib/booking-query';

/** /coaches/{slug}/schedule/training[/{trainingSlug}]: choose the kind of session, then pick a time. */
export function TrainingPage() {
  const { t } = useTranslation(COACHES_NS);
  const { slug = '', trainingSlug } = useParams();
  const navigate = useNavigate();
  const { data: coach, isLoading, isError, error, refetch } = useGetCoachQuery(slug);
  const [picked, setPicked] = useState<string | null>(null);

  if (isLoading) {
    return (
      <LoadingPage title={t('training.title')} label={t('training.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </LoadingPage>
    );
  }
  if (isError || !coach) {
    return <CoachUnavailable error={error} onRetry={() => void refetch()} />;
  }
  const known = coach.trainings.some((training) => training.slug === trainingSlug);
  const chosen = picked ?? (known ? trainingSlug : coach.trainings.length === 1 ? coach.trainings[0].slug : null) ?? null;

  return (
    <Page eyebrow={t('booking.eyebrow', { name: coach.displayName })} title={t('training.title')} intro={t('training.intro')} narrow>
      {trainingSlug && !known && <p className={styles.note}>{t('training.gone')}</p>}
      {coach.trainings.length === 0 ? (
        <p className={styles.note}>
          {t('training.none', { name: coach.displayName })} <Link to={coachPath(coach.slug)}>{t('training.backToProfile')}</Link>
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) {
              void navigate(bookingStepPath(coach.slug, 1, { training: chosen }));
            }
          }}
        >
          <fieldset className={styles.choices}>
            <legend className={styles.srOnly}>{t('training.sessions')}</legend>
            {coach.trainings.map((training) => (
              <label key={training.slug} className={styles.choice}>
                <input
                  type="radio"
                  name="training"
                  value={training.slug}
                  checked={chosen === training.slug}
                  onChange={() => setPicked(training.slug)}
                />
                <span>
                  <strong className={styles.trainingTitle}>{training.title}</strong>{' '}
                  <span className={styles.duration}>· {t('booking.minutes', { count: training.durationMinutes })}</span>
                  <span className={styles.secondLine}>{training.description}</span>
                  {training.languages.length > 0 && (
                    <span className={styles.secondLine}>
                      {t('profile.trainingLanguages', { languages: training.languages.join(', ') })}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.flowActions}>
            <Link to={coachPath(coach.slug)}>{t('booking.backTo', { name: coach.displayName })}</Link>
            <Button type="submit" disabled={!chosen}>
              {t('booking.continue')}
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
}
