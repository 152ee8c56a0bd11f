import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useLocation, useRouteError } from 'react-router';
import { errorPathFor, PATHS } from '@/lib/paths';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from '@/components/not-found-page';
import styles from '@/components/status-page.module.css';

const RELOAD_DELAY_MS = 2000;
const RELOAD_MARK_KEY = 'lakbay:chunk-reload-at';
// A second chunk failure this soon after reloading means the chunk is really gone: stop looping.
const RELOAD_LOOP_WINDOW_MS = 30_000;

// Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari,
// and Vite's own preload failure.
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

function reloadedRecently(): boolean {
  const at = Number(sessionStorage.getItem(RELOAD_MARK_KEY));
  return Number.isFinite(at) && Date.now() - at < RELOAD_LOOP_WINDOW_MS;
}

/** Spec section 8: a module-load failure says so and reloads after 2 seconds. */
function FreshVersionReload() {
  useEffect(() => {
    const timer = setTimeout(() => {
      sessionStorage.setItem(RELOAD_MARK_KEY, String(Date.now()));
      window.location.reload();
    }, RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className={styles.page} role="status">
      <p className={styles.text}>A fresh version of the app was just deployed. Refreshing your page...</p>
    </section>
  );
}

/**
 * Offline, a page whose code was never loaded cannot open: say so (the shell's notice says the
 * rest) instead of blaming a deployment, and open it as soon as the connection is back.
 */
function NotKeptOffline() {
  const { t } = useTranslation();
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <section className={styles.page} role="status">
      <h1 className={styles.heading}>{t('status.notSavedTitle')}</h1>
      <p className={styles.text}>{t('status.notSavedText')}</p>
    </section>
  );
}

/**
 * Catches errors thrown while loading or rendering a page (spec section 4): a page chunk that
 * fails to load almost always means a new deployment replaced it, so reload; a 404 thrown by a
 * route shows the not-found page; anything else goes to /error?badUrl=<this address>.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  if (isChunkLoadError(error) && !navigator.onLine) {
    return <NotKeptOffline />;
  }
  if (isChunkLoadError(error) && !reloadedRecently()) {
    return <FreshVersionReload />;
  }
  console.error(error);
  // Already on /error (the error page itself failed): show it here rather than loop.
  if (pathname === PATHS.error) {
    return <ErrorPage />;
  }
  return <Navigate to={errorPathFor(`${pathname}${search}${hash}`)} replace />;
}
