import { CACHE_URLS_MESSAGE } from './cache-rules';

/**
 * Registers the service worker (production builds only) once the page has loaded, so it never
 * competes with the first visit for bandwidth, then hands it the URLs this page loaded before it
 * was in control, for the worker to keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(location.origin));
    (registration.active ?? navigator.serviceWorker.controller)?.postMessage({ type: CACHE_URLS_MESSAGE, urls });
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
}
