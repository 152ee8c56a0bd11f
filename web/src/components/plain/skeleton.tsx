import styles from './plain.module.css';

export interface SkeletonProps {
  /** Lines of text under the title. */
  rows?: number;
  title?: boolean;
  /** A round placeholder of this size before the lines. */
  avatar?: number;
}

/** Grey bars in the shape of what is loading (decorative: the caller names the loading state). */
export function Skeleton({ rows = 3, title = true, avatar }: SkeletonProps) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {avatar !== undefined && <span className={styles.skeletonAvatar} style={{ width: avatar, height: avatar }} />}
      <div className={styles.skeletonLines}>
        {title && <span className={styles.skeletonTitle} />}
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className={styles.skeletonLine} />
        ))}
      </div>
    </div>
  );
}
