import { Skeleton } from '@/components/plain/skeleton';
import styles from './apprenticeship.module.css';

/**
 * Placeholder cards in the challenge cards' shape while the list loads (decorative: QueryStates
 * names the state). Plain bars, not antd's: the challenge pages are public pages without antd.
 */
export function ChallengeSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${styles.card} ${styles.skeletonCard}`}>
          <Skeleton rows={3} />
        </li>
      ))}
    </ul>
  );
}

/** A page-shaped placeholder (title, a few lines). */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton rows={6} />
    </div>
  );
}
