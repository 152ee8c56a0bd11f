import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { LineIcon, type LineIconName } from './icons/line-icon';
import styles from './page.module.css';

export interface EmptyStateProps {
  /** What is missing, e.g. "No videos yet". */
  title: string;
  /** One short line on what will be here. */
  children: ReactNode;
  icon?: LineIconName;
  /** A way forward, e.g. a retry button. */
  action?: ReactNode;
  /** A way forward to a related page, in the outline button look (before `action` when both are given). */
  link?: { to: string; label: string };
}

/** An honest empty page or section: what is not here yet and what it will hold. */
export function EmptyState({ title, children, icon = 'inbox', action, link }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <LineIcon name={icon} size={32} />
      </span>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{children}</p>
      {link && (
        <ButtonLink to={link.to} variant="outline">
          {link.label}
        </ButtonLink>
      )}
      {action}
    </div>
  );
}
