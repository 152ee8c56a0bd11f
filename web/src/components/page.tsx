import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface PageProps {
  title: string;
  /** A line under the title saying what the page is for. */
  intro?: ReactNode;
  /** Small text above the title (a section name). */
  eyebrow?: string;
  /** Narrow column for reading and forms. */
  narrow?: boolean;
  children?: ReactNode;
}

/** The frame of a content page: one h1, an optional intro, then the content. */
export function Page({ title, intro, eyebrow, narrow = false, children }: PageProps) {
  return (
    <div className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      <header className={styles.header}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </div>
  );
}
