import type { ReactNode } from 'react';
import styles from './status-tag.module.css';

/** What a status reads as: its colour family. */
export type Tone = 'good' | 'info' | 'done' | 'warn' | 'bad' | 'muted';

/**
 * A status as a small tag: solid colours dark enough for white text (WCAG AA at this size; antd's
 * preset light tags fail axe's contrast check), muted ones dark text on grey.
 */
export function StatusTag({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return <span className={[styles.tag, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
