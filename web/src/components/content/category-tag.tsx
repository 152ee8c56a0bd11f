import { CAREER_CATEGORIES } from '@lakbay/contracts';
import styles from './content.module.css';

export type CareerCategoryInfo = (typeof CAREER_CATEGORIES)[number];

/** The category record (label and colours) for a stored key; undefined for an unknown key. */
export const findCategory = (key: string | null | undefined): CareerCategoryInfo | undefined =>
  CAREER_CATEGORIES.find((category) => category.key === key);

/** A career category as a pill in its own colour on its tint (spec section 3's category colours). */
export function CategoryTag({ category }: { category: string }) {
  const info = findCategory(category);
  if (!info) {
    return null;
  }
  return (
    <span className={styles.tag} style={{ color: '#1f2937', background: info.tint, boxShadow: `inset 3px 0 0 ${info.colour}` }}>
      {info.label}
    </span>
  );
}
