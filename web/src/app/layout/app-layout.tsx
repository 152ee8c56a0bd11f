import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { LoginModal } from '@/features/auth';
import { useGetClientConfigQuery } from '@/lib/api/client-config-api';
import { selectCookieConsent } from '@/lib/state';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';
import { useAfterHydration } from '@/lib/hydration';
import { CookieConsentBar } from './cookie-consent-bar';
import { AdminShellExtras } from '@/features/admin';
import { PendingInviteReturn } from '@/features/apprenticeship';
import { NavigationProgress } from './navigation-progress';
import { OfflineNotice } from './offline-notice';
import skip from './skip-link.module.css';
import { WriteCheckNotice } from './write-check-notice';

const NOTHING = () => ({});

/** The shell around every page: header, content, footer, and the app-wide overlays. No antd here. */
export function AppLayout() {
  // Run-time settings (analytics key, footer version), once per visit; the store hands the
  // analytics part to lib/analytics. Subscribed without reading it: the answer, which comes after
  // the first draw, must not draw the whole page again (the footer reads what it shows).
  useGetClientConfigQuery(undefined, { selectFromResult: NOTHING });
  // Not in a server render's page: a returning visitor's answer is known only to the device (lib/hydration.ts).
  const hydrated = useAfterHydration();
  const consentPending = useAppSelector(selectCookieConsent) === null && hydrated;

  return (
    <div className={styles.app} data-consent-pending={consentPending || undefined}>
      <LayoutContent />
    </div>
  );
}

/**
 * What the shell holds. Memoised, with no props: the shell's own changes (the consent attribute,
 * which turns on right after a server-drawn page is hydrated, an update React renders at once and
 * in one task) do not draw the whole page again (issue 30: that re-render was the longest task of
 * a hydrated page on a slow phone).
 */
const LayoutContent = memo(function LayoutContent() {
  const { t } = useTranslation();
  return (
    <>
      <a className={skip.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      <CookieConsentBar />
      <NavigationProgress />
      <AdminShellExtras />
      <AppHeader />
      <OfflineNotice />
      {/* tabIndex -1: the skip link and the consent bar move focus here. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <AppFooter />
      <LoginModal />
      <WriteCheckNotice />
      <PendingInviteReturn />
      {/* Spec section 2: the page scrolls to top on navigation. */}
      <ScrollRestoration />
    </>
  );
});
