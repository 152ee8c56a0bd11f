import { Skeleton } from 'antd';
import { useVaText } from '../i18n/use-va-text';
import styles from './apprenticeship.module.css';

/** Placeholder cards in the challenge cards' shape while the list loads. */
export function ChallengeSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useVaText();
  return (
    <div role="status" aria-label={t('list.loading')}>
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
    </div>
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
