import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mascot } from './icons/mascot';
import styles from './page-loader.module.css';

/** Spec section 2: the loading screen appears only after 100 ms, so fast loads never flash it. */
export const LOADER_DELAY_MS = 100;

export interface PageLoaderProps {
  /** Fill the viewport (first load) instead of the content area (route changes). */
  fullScreen?: boolean;
  delayMs?: number;
}

/** The loading screen: the mascot bouncing above the word Loading (in the chosen language). */
export function PageLoader({ fullScreen = false, delayMs = LOADER_DELAY_MS }: PageLoaderProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (visible) {
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, visible]);

  // The live region exists from the start so screen readers announce the text when it appears.
  return (
    <div className={fullScreen ? styles.fullScreen : styles.inline} role="status" aria-live="polite">
      {visible && (
        <>
          <span className={styles.bouncer}>
            <Mascot size={88} />
          </span>
          <span className={styles.shadow} aria-hidden="true" />
          <span className={styles.label}>{t('loading')}</span>
        </>
      )}
    </div>
  );
}
