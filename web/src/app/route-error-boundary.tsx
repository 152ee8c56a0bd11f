import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import styles from './pages/status-page.module.css';

const RELOAD_DELAY_MS = 2000;
const RELOAD_MARK_KEY = 'lakbay:chunk-reload-at';
// A second chunk failure this soon after reloading means the chunk is really gone: stop looping.
const RELOAD_LOOP_WINDOW_MS = 30_000;

// Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari.
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

function reloadedRecently(): boolean {
  const at = Number(sessionStorage.getItem(RELOAD_MARK_KEY));
  return Number.isFinite(at) && Date.now() - at < RELOAD_LOOP_WINDOW_MS;
}

/**
 * Catches errors thrown while loading or rendering a route. A page chunk that fails to load almost
 * always means a new deployment replaced it: say so and reload (spec section 8).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const staleChunk = isChunkLoadError(error);
  const willReload = staleChunk && !reloadedRecently();

  useEffect(() => {
    if (!willReload) {
      return undefined;
    }
    const timer = setTimeout(() => {
      sessionStorage.setItem(RELOAD_MARK_KEY, String(Date.now()));
      window.location.reload();
    }, RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [willReload]);

  if (willReload) {
    return (
      <section className={styles.page} role="status">
        <p className={styles.text}>A fresh version of the app was just deployed. Refreshing your page...</p>
      </section>
    );
  }

  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.heading}>Uh-oh! Something&apos;s not right.</h1>
      <p className={styles.text}>
        Please <a href={window.location.href}>reload the page again</a> or go back to the <a href="/">home page</a>.
      </p>
    </section>
  );
}
