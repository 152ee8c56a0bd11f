import { Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { useGetCoachQuery } from '../api/coaches-api';
import { CoachUnavailable } from '../components/coach-unavailable';
import styles from '../components/coaches.module.css';
import { bookingStepPath, coachPath } from '../lib/booking-query';

/** /coaches/{slug}/schedule/training[/{trainingSlug}]: choose the kind of session, then pick a time. */
export function TrainingPage() {
  const { slug = '', trainingSlug } = useParams();
  const navigate = useNavigate();
  const { data: coach, isLoading, isError, error, refetch } = useGetCoachQuery(slug);
  const [picked, setPicked] = useState<string | null>(null);

  if (isLoading) {
    return (
      <Page title="Choose a session">
        <div role="status" aria-label="Loading sessions">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </Page>
    );
  }
  if (isError || !coach) {
    return <CoachUnavailable error={error} onRetry={() => void refetch()} />;
  }
  const known = coach.trainings.some((training) => training.slug === trainingSlug);
  const chosen = picked ?? (known ? trainingSlug : coach.trainings.length === 1 ? coach.trainings[0].slug : null) ?? null;

  return (
    <Page
      eyebrow={`Book ${coach.displayName}`}
      title="Choose a session"
      intro="Pick the kind of session you want; next you choose a time."
      narrow
    >
      {trainingSlug && !known && <p className={styles.note}>That session is no longer offered. Please choose another one.</p>}
      {coach.trainings.length === 0 ? (
        <p className={styles.note}>
          {coach.displayName} has not listed any sessions yet. <Link to={coachPath(coach.slug)}>Back to the profile</Link>
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
            <legend className={styles.srOnly}>Sessions</legend>
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
                  <span className={styles.duration}>· {training.durationMinutes} min</span>
                  <span className={styles.secondLine}>{training.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.flowActions}>
            <Link to={coachPath(coach.slug)}>Back to {coach.displayName}</Link>
            <Button type="submit" disabled={!chosen}>
              Continue
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
}
