import type { ReactNode } from 'react';
import styles from './profile.module.css';

/** A titled part of /my/profile and its editor: a section named by its h2 (`id` is the heading's). */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
