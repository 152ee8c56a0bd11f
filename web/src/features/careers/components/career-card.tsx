import type { CareerSummary } from '@lakbay/contracts';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { formatPesoRange } from '@/components/content/format';
import { cardClassName, cardLinkClassName } from '@/components/list-page';
import { PATHS } from '@/lib/paths';
import styles from './careers.module.css';

/** A career in a list: its category colour on top, title as the link, summary and entry pay. */
export function CareerCard({ career, headingLevel = 2 }: { career: CareerSummary; headingLevel?: 2 | 3 }) {
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
          <span className={styles.payLabel}>Starting pay</span> {entry} <span className={styles.payUnit}>a month</span>
        </p>
      )}
    </article>
  );
}
