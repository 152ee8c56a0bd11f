/**
 * Loads the browser's locale and time zone data on another thread before the page formats its
 * first price or date (see intl-warmup.worker.ts; issue 15: it was the longest single pause after
 * the first paint of the career and event lists; issue 30: the device's zone, read before a server
 * render is hydrated, cost 100-250 ms of the main thread at 4x CPU slowdown). The data is shared
 * by the whole renderer process, so the page's own formatters then start at once. Imported first
 * by main.tsx, so the worker starts before the rest of the shell is evaluated; main.tsx waits for
 * `intlWarmedUp` (the main thread idle meanwhile) before its first Intl call. Best effort: where
 * workers cannot start, or the worker is late, the first formatter pays as before.
 */

/** How long the page waits for the worker at most: past this, it goes on and pays the cost itself. */
export const INTL_WARMUP_WAIT_MS = 1500;

/** The worker's side of it: what warmUpIntl listens to. */
export type WarmupWorker = Pick<Worker, 'addEventListener'>;

const startWorker = (): WarmupWorker => new Worker(new URL('./intl-warmup.worker.ts', import.meta.url));

/**
 * Starts the worker (`start`, the real one by default); resolves on its message, on its error, when
 * it cannot be started or there are no workers, or after `waitMs`, whichever comes first. Never rejects.
 */
export function warmUpIntl(
  start: (() => WarmupWorker) | undefined = typeof Worker === 'undefined' ? undefined : startWorker,
  waitMs = INTL_WARMUP_WAIT_MS,
): Promise<void> {
  if (!start) {
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const worker = start();
      worker.addEventListener('message', done);
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        done();
      });
    } catch {
      // No worker (a strict policy, an old browser): nothing to warm.
      done();
    }
  });
}

/** Resolves once the locale data is loaded on the worker's thread, or it cannot be, or after INTL_WARMUP_WAIT_MS. */
export const intlWarmedUp: Promise<void> = warmUpIntl();
