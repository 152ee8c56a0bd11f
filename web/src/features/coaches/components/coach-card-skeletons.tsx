import { Skeleton } from '@/components/plain/skeleton';
import styles from './coaches.module.css';

/** Placeholder cards in the coach cards' shape, so the grid does not jump when they arrive. */
export function CoachCardSkeletons({ count = 6, label = 'Loading Koaches' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`${styles.card} ${styles.skeletonCard}`}>
            <Skeleton avatar={56} rows={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
