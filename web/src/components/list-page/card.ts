import styles from './card.module.css';

export interface CardStyleOptions {
  /** Where the category colour (--accent) shows as a band. */
  accent?: 'top' | 'left' | 'none';
  /** Rises under the pointer: for cards that are one link (see cardLinkClassName). */
  lift?: boolean;
}

/** Class names of a list card, for an <article> or <li>. */
export function cardClassName({ accent = 'none', lift = false }: CardStyleOptions = {}): string {
  return [styles.card, accent === 'none' ? null : styles[accent], lift ? styles.lift : null].filter(Boolean).join(' ');
}

/** The title link of a card that is clickable as a whole. */
export const cardLinkClassName = styles.link;
