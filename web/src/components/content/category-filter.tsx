import { useTranslation } from 'react-i18next';
import { CAREER_CATEGORIES } from '@lakbay/contracts';
import type { CSSProperties } from 'react';
import styles from './category-filter.module.css';

export interface CategoryFilterProps {
  /** The selected category key, or null for all. */
  value: string | null;
  onChange: (key: string | null) => void;
  /** Optional counts per category key, shown after the label. */
  counts?: Partial<Record<string, number>>;
  label?: string;
}

/** The 11 career categories as toggle chips in their colours, plus "All". */
export function CategoryFilter({ value, onChange, counts, label }: CategoryFilterProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label ?? t('filter.byCategory')} className={styles.chips}>
      <button type="button" className={styles.chip} aria-pressed={value === null} onClick={() => onChange(null)}>
        {t('filter.all')}
      </button>
      {CAREER_CATEGORIES.map((category) => {
        const count = counts?.[category.key];
        return (
          <button
            key={category.key}
            type="button"
            className={styles.chip}
            style={{ '--chip': category.colour, '--chip-tint': category.tint } as CSSProperties}
            aria-pressed={value === category.key}
            onClick={() => onChange(value === category.key ? null : category.key)}
          >
            {category.label}
            {count !== undefined && <span className={styles.count}>{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
