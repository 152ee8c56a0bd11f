import type { CoachDetail } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/avatar';
import { ButtonLink } from '@/components/button-link';
import { CategoryTag } from '@/components/content/category-tag';
import { NewTabLink } from '@/components/new-tab-link';
import { LoadingPage } from '@/components/loading-page';
import { Page } from '@/components/page';
import { Skeleton } from '@/components/plain/skeleton';
import { useGetCoachQuery } from '../api/coaches-api';
import { CoachUnavailable } from '../components/coach-unavailable';
import { RatingStars, RatingSummary } from '../components/rating-stars';
import styles from '../components/coaches.module.css';
import { bookingStepPath, trainingChoicePath } from '../lib/booking-query';
import { useFormat } from '@/lib/format';
import { COACHES_NS } from '../i18n/register';
import { useZoneWords } from '../hooks/use-zone-words';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { formatDay, slotLabel } from '../lib/zoned-time';
import { TitledSection } from '@/components/titled-section';

/** /coaches/{slug}: who the Koach is, the sessions they offer, their next free times and what Kadets said. */
export function CoachProfilePage() {
  const { t } = useTranslation(COACHES_NS);
  const { slug = '' } = useParams();
  const { data: coach, isLoading, isError, error, refetch } = useGetCoachQuery(slug);
  if (isLoading) {
    return (
      <LoadingPage title={t('profile.title')} label={t('profile.loading')}>
        <Skeleton avatar={96} rows={8} />
      </LoadingPage>
    );
  }
  if (isError || !coach) {
    return <CoachUnavailable error={error} onRetry={() => void refetch()} />;
  }
  return <CoachProfile coach={coach} />;
}

function CoachProfile({ coach }: { coach: CoachDetail }) {
  const { t } = useTranslation(COACHES_NS);
  const words = useZoneWords();
  const { formatDate } = useFormat();
  const zone = useViewerTimeZone();
  const first = coach.trainings[0];
  const facts: string[] = [
    coach.yearsOfExperience !== null ? t('profile.years', { count: coach.yearsOfExperience }) : null,
    coach.languages.length > 0 ? t('card.speaks', { languages: coach.languages.join(', ') }) : null,
  ].filter((fact) => fact !== null);

  return (
    <Page
      eyebrow={t('profile.eyebrow')}
      title={coach.displayName}
      intro={coach.headline ?? undefined}
      meta={{ description: coach.headline ?? t('profile.meta', { name: coach.displayName }), image: coach.avatar, type: 'profile' }}
    >
      <div className={styles.profileHead}>
        <Avatar name={coach.displayName} src={coach.avatar} size={96} />
        <div className={styles.profileWho}>
          {coach.expertise.length > 0 && (
            <div className={styles.tags} aria-label={t('profile.expertise')}>
              {coach.expertise.map((category) => (
                <CategoryTag key={category} category={category} />
              ))}
            </div>
          )}
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
            {coach.linkedinUrl && (
              <li>
                <NewTabLink href={coach.linkedinUrl}>{t('profile.linkedin')}</NewTabLink>
              </li>
            )}
          </ul>
        </div>
      </div>

      <div className={styles.layout}>
        <div className={styles.main}>
          {coach.bio && (
            <TitledSection id="about" title={t('profile.about')} className={styles.section}>
              <p className={styles.bio}>{coach.bio}</p>
            </TitledSection>
          )}

          <TitledSection id="sessions" title={t('profile.sessions')} className={styles.section}>
            {coach.trainings.length === 0 ? (
              <p className={styles.note}>{t('profile.noSessions')}</p>
            ) : (
              <ul className={styles.trainings}>
                {coach.trainings.map((training) => (
                  <li key={training.slug} className={styles.training}>
                    <div className={styles.trainingHead}>
                      <h3 className={styles.trainingTitle}>{training.title}</h3>
                      <span className={styles.duration}>{t('profile.minutes', { minutes: training.durationMinutes })}</span>
                    </div>
                    <p className={styles.trainingText}>{training.description}</p>
                    {training.languages.length > 0 && (
                      <p className={styles.trainingLanguages}>
                        {t('profile.trainingLanguages', { languages: training.languages.join(', ') })}
                      </p>
                    )}
                    <ButtonLink to={trainingChoicePath(coach.slug, training.slug)} className={styles.trainingAction}>
                      {t('profile.book', { title: training.title })}
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>

          <TitledSection id="reviews" title={t('profile.reviews')} className={styles.section}>
            {coach.reviews.length === 0 ? (
              <p className={styles.note}>{t('profile.noReviews')}</p>
            ) : (
              <ul className={styles.reviews}>
                {coach.reviews.map((review) => (
                  <li key={`${review.createdAt}-${review.kadetName}`} className={styles.review}>
                    <RatingStars rating={review.rating} />
                    {review.comment && <p>{review.comment}</p>}
                    <span className={styles.reviewBy}>
                      {review.kadetName} · {review.trainingTitle} · {formatDate(review.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>
        </div>

        <aside className={styles.aside}>
          <section className={styles.panel} aria-labelledby="stats">
            <h2 id="stats" className={styles.panelTitle}>
              {t('profile.stats')}
            </h2>
            <dl className={styles.stats}>
              <div>
                <dt>{t('profile.held')}</dt>
                <dd>{coach.sessionsHeld}</dd>
              </div>
              <div>
                <dt>{t('profile.average')}</dt>
                <dd>{coach.averageRating === null ? '–' : coach.averageRating.toFixed(1)}</dd>
              </div>
            </dl>
            <RatingSummary averageRating={coach.averageRating} reviewCount={coach.reviewCount} />
          </section>

          <section className={styles.panel} aria-labelledby="next-free">
            <h2 id="next-free" className={styles.panelTitle}>
              {t('profile.nextFree')}
            </h2>
            {first && coach.nextSlots.length > 0 ? (
              <>
                <p className={styles.note}>{t('profile.forTraining', { title: first.title })}</p>
                <ul className={styles.slotLinks}>
                  {coach.nextSlots.map((slot) => (
                    <li key={slot.start}>
                      <Link className={styles.slotLink} to={bookingStepPath(coach.slug, 2, { training: first.slug, start: slot.start })}>
                        <span className={styles.slotDay}>{formatDay(slot.start, zone)}</span>
                        {slotLabel(slot.start, zone, coach.timeZone, words)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.note}>{t('profile.noTimes')}</p>
            )}
            {coach.trainings.length > 0 && (
              <ButtonLink to={trainingChoicePath(coach.slug)} variant="outline" block>
                {t('profile.allTimes')}
              </ButtonLink>
            )}
          </section>
        </aside>
      </div>
    </Page>
  );
}
