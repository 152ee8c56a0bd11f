// The service worker (built by vite-plugin-pwa's injectManifest with Workbox): the app shell is
// precached; built files and the career, event and FAQ reads are kept as they are used
// (lib/offline/cache-rules.ts). Every navigation gets the shell, which then shows the kept page or
// an honest offline notice.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { ASSETS_CACHE, CACHE_URLS_MESSAGE, CONTENT_CACHE, isBuiltAsset, isKeptContent } from './lib/offline/cache-rules';

// The web app's TypeScript program uses the DOM library; these are the worker globals used here.
interface WaitUntilMessageEvent extends MessageEvent<unknown> {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WaitUntilMessageEvent) => void): void;
};

void self.skipWaiting();
clientsClaim();
// oxlint-disable-next-line eslint/no-underscore-dangle -- Workbox's name for the injected precache list
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const assets = new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 })] });
// Content answers vary by Accept-Language, and the first page's answers are kept from a request
// without one: a kept copy is found whatever the language it was asked in (offline, a page in the
// other language beats none; online the network answers first).
const KEPT_IN_ANY_LANGUAGE = { ignoreVary: true };
const content = new NetworkFirst({
  cacheName: CONTENT_CACHE,
  matchOptions: KEPT_IN_ANY_LANGUAGE,
  // On a slow connection, the kept copy after a few seconds rather than a long white wait.
  networkTimeoutSeconds: 5,
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const strategyFor = (url: URL): Strategy | undefined =>
  !sameOrigin(url) ? undefined : isBuiltAsset(url) ? assets : isKeptContent(url) ? content : undefined;

registerRoute(({ url, request }) => request.method === 'GET' && strategyFor(url) === assets, assets);
registerRoute(({ url, request }) => request.method === 'GET' && strategyFor(url) === content, content);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /\.[a-z0-9]+$/i] }));

// The first page a visitor opens loads before this worker controls it: the page sends what it
// loaded, and each URL goes through the strategy that would have handled it.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== CACHE_URLS_MESSAGE || !Array.isArray(data.urls)) {
    return;
  }
  const keep = async (url: URL) => {
    const strategy = strategyFor(url);
    const request = new Request(url.href);
    // Already kept: nothing to download again.
    if (!strategy || (await caches.open(strategy.cacheName).then((cache) => cache.match(request, KEPT_IN_ANY_LANGUAGE)))) {
      return;
    }
    await strategy.handleAll({ request, event: event as never })[1];
  };
  const urls = data.urls.filter((u): u is string => typeof u === 'string').map((u) => new URL(u, self.location.href));
  event.waitUntil(Promise.allSettled(urls.map(keep)));
});
