import type { CareerSummary } from '@lakbay/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { cardClassName, cardLinkClassName } from '@/components/list-page';
import { useFormat } from '@/lib/format';
import { PATHS } from '@/lib/paths';
import styles from './career-card.module.css';

/**
 * A career in a list: its category colour on top, title as the link, summary and entry pay. Shared: the
 * Career Explorer lists it, and the interest quiz's suggestions (home, careers and quiz pages) show it.
 */
export function CareerCard({ career, headingLevel = 2 }: { career: CareerSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { formatPesoRange } = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const accent = findCategory(career.category)?.colour;
  const entry = career.salary ? formatPesoRange(career.salary.entryMin, career.salary.entryMax) : null;
  return (
    <article
      className={cardClassName({ accent: 'top', lift: true })}
      style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}
    >
      <CategoryTag category={career.category} />
      <Heading className={styles.cardTitle}>
        <Link to={`${PATHS.careers}/${career.slug}`} className={cardLinkClassName}>
          {career.title}
        </Link>
      </Heading>
      <p className={styles.cardSummary}>{career.summary}</p>
      {entry && (
        <p className={styles.cardPay}>
          <span className={styles.payLabel}>{t('careerCard.startingPay')}</span> {entry}{' '}
          <span className={styles.payUnit}>{t('careerCard.aMonth')}</span>
        </p>
      )}
    </article>
  );
}
