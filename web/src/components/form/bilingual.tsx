import type { ReactNode } from 'react';
import styles from './bilingual.module.css';

/**
 * A text in English and in Filipino (issue 29): side by side on a wide screen, the Filipino under
 * the English on a narrow one. The children are the two fields, English first.
 */
export function Bilingual({ children }: { children: ReactNode }) {
  return <div className={styles.bilingual}>{children}</div>;
}
