import type { CareerSuggestion } from '@lakbay/contracts';
import { CareerCard } from '@/components/content/career-card';
import styles from './interests.module.css';

/** Suggested careers as the Career Explorer's cards, each linking to /careers/{slug}. */
export function SuggestionGrid({ careers, label, busy = false }: { careers: readonly CareerSuggestion[]; label: string; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
      {careers.map((career) => (
        <li key={career.id}>
          <CareerCard career={career} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
