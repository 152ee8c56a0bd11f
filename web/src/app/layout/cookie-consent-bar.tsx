import { Trans, useTranslation } from 'react-i18next';
import { useAfterHydration } from '@/lib/hydration';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { Button } from '@/components/button';
import { NewTabLink } from '@/components/new-tab-link';
import type { CookieConsent } from '@/lib/analytics';
import { PATHS } from '@/lib/paths';
import { cookieConsentAnswered, selectCookieConsent } from '@/lib/state';
import styles from './cookie-consent-bar.module.css';

/**
 * Spec section 1 cookie consent: a bar fixed at the bottom of every screen until the visitor
 * chooses. Accept opts analytics in and records 'Accepted cookies'; Decline opts out (the store's
 * listeners do both, see store.ts). The answer is kept with the device's preferences.
 */
export function CookieConsentBar() {
  const { t } = useTranslation();
  const consent = useAppSelector(selectCookieConsent);
  const dispatch = useAppDispatch();
  // Drawn by the browser only: a server render's page has no bar (lib/hydration.ts).
  const hydrated = useAfterHydration();

  if (consent || !hydrated) {
    return null;
  }

  const answer = (choice: CookieConsent) => {
    dispatch(cookieConsentAnswered(choice));
    // The bar and its focused button are gone: carry on from the page itself.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.bar} aria-labelledby="cookie-consent-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="cookie-consent-heading" className={styles.heading}>
            {t('cookies.heading')}
          </h2>
          <p className={styles.body}>
            <Trans t={t} i18nKey="cookies.body" components={{ privacy: <NewTabLink href={PATHS.privacy} /> }} />
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => answer('declined')}>
            {t('cookies.decline')}
          </Button>
          <Button onClick={() => answer('accepted')}>{t('cookies.accept')}</Button>
        </div>
      </div>
    </section>
  );
}
