import type { CoachListItem } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { CategoryTag } from '@/components/content/category-tag';
import { cardClassName, cardLinkClassName, type CardSkeletonsProps } from '@/components/list-page';
import { COACHES_NS } from '../i18n/register';
import { coachPath } from '../lib/booking-query';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { formatDayTime } from '../lib/zoned-time';
import { RatingSummary } from './rating-stars';
import styles from './coaches.module.css';

/** Placeholder coach cards: a photo and lines, as tall as a card, so the grid does not jump. */
export const COACH_CARD_SKELETON = { avatar: 56, minHeight: 236, accent: 'none' } satisfies Partial<CardSkeletonsProps>;

/** A Koach in a list: photo or initials, name (the link), headline, fields, languages, rating and next free time. */
export function CoachCard({ coach, headingLevel = 2 }: { coach: CoachListItem; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(COACHES_NS);
  const Heading = `h${headingLevel}` as const;
  const zone = useViewerTimeZone();
  return (
    <article className={cardClassName({ lift: true })}>
      <div className={styles.cardHead}>
        <Avatar name={coach.displayName} src={coach.avatar} size={56} />
        <div className={styles.cardWho}>
          <Heading className={styles.cardName}>
            <Link to={coachPath(coach.slug)} className={cardLinkClassName}>
              {coach.displayName}
            </Link>
          </Heading>
          {coach.headline && <p className={styles.headline}>{coach.headline}</p>}
        </div>
      </div>
      {coach.expertise.length > 0 && (
        <div className={styles.tags}>
          {coach.expertise.map((category) => (
            <CategoryTag key={category} category={category} />
          ))}
        </div>
      )}
      {coach.languages.length > 0 && <p className={styles.meta}>{t('card.speaks', { languages: coach.languages.join(', ') })}</p>}
      <p className={styles.meta}>
        <RatingSummary averageRating={coach.averageRating} reviewCount={coach.reviewCount} />
        <span className={styles.dot} aria-hidden="true">
          ·
        </span>
        {t('card.sessions', { count: coach.sessionsHeld })}
      </p>
      <p className={coach.nextFreeSlot ? styles.nextFree : `${styles.nextFree} ${styles.noSlots}`}>
        {coach.nextFreeSlot ? t('card.nextFree', { time: formatDayTime(coach.nextFreeSlot, zone) }) : t('card.noSlots')}
      </p>
    </article>
  );
}
