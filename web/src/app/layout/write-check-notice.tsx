import { useTranslation } from 'react-i18next';
import { selectCheckingWrite } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import styles from './write-check-notice.module.css';

/**
 * Says that a write whose answer was lost is being asked about again (lib/api/write-retry.ts), so
 * a person waiting on a button knows why. The live region stays mounted, so that screen readers
 * announce the words when they appear; the status itself exists only while checking.
 */
export function WriteCheckNotice() {
  const checking = useAppSelector(selectCheckingWrite);
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {checking && (
        <p role="status" className={styles.notice}>
          {t('write.checking')}
        </p>
      )}
    </div>
  );
}
