import type { ReactNode } from 'react';
import type { Tone } from '../lib/format';
import styles from './apprenticeship.module.css';

/** A status as a small coloured pill. */
export function StatusPill({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return <span className={[styles.pill, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
