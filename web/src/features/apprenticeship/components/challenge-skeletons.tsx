import { Skeleton } from 'antd';
import styles from './apprenticeship.module.css';

/** Placeholder cards in the challenge cards' shape while the list loads (decorative: QueryStates names the state). */
export function ChallengeSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${styles.card} ${styles.skeletonCard}`}>
          <Skeleton.Node active style={{ width: '100%', height: 96 }}>
            <span />
          </Skeleton.Node>
          <Skeleton active paragraph={{ rows: 3 }} />
        </li>
      ))}
    </ul>
  );
}

/** A page-shaped placeholder (title, a few lines). */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
