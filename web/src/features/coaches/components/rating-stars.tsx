import { useTranslation } from 'react-i18next';
import { COACHES_NS } from '../i18n/register';
import styles from './coaches.module.css';

/** Five stars filled to the rating (to the half), read as "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation(COACHES_NS);
  const filled = Math.round(rating * 2) / 2;
  return (
    <span className={styles.stars} role="img" aria-label={t('rating.rated', { rating })} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={star <= filled ? styles.starOn : star - 0.5 === filled ? styles.starHalf : styles.starOff}
        >
          ★
        </span>
      ))}
    </span>
  );
}

/** "4.8 (12 reviews)" with stars, or "No reviews yet". */
export function RatingSummary({ averageRating, reviewCount }: { averageRating: number | null; reviewCount: number }) {
  const { t } = useTranslation(COACHES_NS);
  if (averageRating === null || reviewCount === 0) {
    return <span className={styles.muted}>{t('rating.none')}</span>;
  }
  return (
    <span className={styles.rating}>
      <RatingStars rating={averageRating} />
      <strong>{averageRating.toFixed(1)}</strong>
      <span className={styles.muted}>{t('rating.reviews', { count: reviewCount })}</span>
    </span>
  );
}
