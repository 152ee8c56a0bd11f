import { CACHE_URLS_MESSAGE } from './cache-rules';

/**
 * Hands the worker, once it controls the page, every same-origin file and answer this page
 * loaded without it (before it was installed or had taken over), so that the first page a
 * visitor opens is kept like the later ones.
 */
function forwardUncontrolledLoads(alreadyLoaded: readonly string[]): void {
  // A page the server drew carries its style sheets' rules inside it, their links disabled (never
  // fetched): the worker keeps them too, for the pages opened offline, which link them.
  const inlinedSheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((link) => link.href);
  const pending = new Set<string>([...alreadyLoaded.map((path) => new URL(path, location.origin).href), ...inlinedSheets]);
  const flush = () => {
    const controller = navigator.serviceWorker.controller;
    if (controller && pending.size > 0) {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a ServiceWorker's postMessage takes no origin
      controller.postMessage({ type: CACHE_URLS_MESSAGE, urls: [...pending] });
      pending.clear();
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      // workerStart is 0 when no service worker saw the request.
      if (entry.workerStart === 0 && entry.name.startsWith(location.origin)) {
        pending.add(entry.name);
      }
    }
    flush();
  }).observe({ type: 'resource', buffered: true });
  navigator.serviceWorker.addEventListener('controllerchange', flush);
}

/**
 * Registers the service worker (production builds only) once the page has loaded, so it never
 * competes with the first visit for bandwidth. `embeddedAnswers` are the API addresses (paths)
 * whose answers came inside the page (a server render): the worker fetches and keeps them like the
 * answers the page loaded itself.
 */
export function registerServiceWorker(embeddedAnswers: readonly string[] = []): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  forwardUncontrolledLoads(embeddedAnswers);
  const start = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
}
