import type { ReactNode } from 'react';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
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
  /**
   * The document title, description and link-preview tags; by default the title, and the intro
   * when it is plain text.
   */
  meta?: PageMeta;
}

/** The frame of a content page: one h1, an optional intro, then the content; it names the document too. */
export function Page({ title, intro, eyebrow, narrow = false, children, meta }: PageProps) {
  usePageMeta({ title, description: typeof intro === 'string' ? intro : undefined, ...meta });
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
