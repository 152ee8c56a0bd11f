import type { CareerSuggestion } from '@lakbay/contracts';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { PATHS } from '@/lib/paths';
import styles from './interests.module.css';

/** A suggested career: its category colour on top, the title linking to /careers/{slug}, the summary. */
export function SuggestionCard({ career, headingLevel = 3 }: { career: CareerSuggestion; headingLevel?: 2 | 3 }) {
  const accent = findCategory(career.category)?.colour;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}>
      <CategoryTag category={career.category} />
      <Heading className={styles.cardTitle}>
        <Link to={`${PATHS.careers}/${career.slug}`} className={styles.cardLink}>
          {career.title}
        </Link>
      </Heading>
      <p className={styles.cardSummary}>{career.summary}</p>
    </article>
  );
}

/** A list of suggested careers as cards. */
export function SuggestionGrid({ careers, label, busy = false }: { careers: readonly CareerSuggestion[]; label: string; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
      {careers.map((career) => (
        <li key={career.id}>
          <SuggestionCard career={career} />
        </li>
      ))}
    </ul>
  );
}
