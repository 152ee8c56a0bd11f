import { useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import styles from './offline-notice.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has no connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Says plainly when there is no connection: the pages kept on this device (those opened before)
 * still open, others wait for a connection.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) {
    return null;
  }
  return (
    <p className={styles.notice} role="status">
      {t('offline')}
    </p>
  );
}
