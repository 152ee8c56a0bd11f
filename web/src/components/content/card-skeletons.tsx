import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/plain/skeleton';
import styles from './content.module.css';

/** Placeholder cards in the grid's shape while a list loads. */
export function CardSkeletons({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t('loading')}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`${styles.card} ${styles.skeleton}`}>
            <Skeleton rows={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
