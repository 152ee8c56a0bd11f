/**
 * What the service worker (src/sw.ts) keeps, shared with the page so both agree. Hashed build
 * files are kept as they are fetched; the answers behind the career, event and FAQ pages are kept
 * too (fresh from the network first, the kept copy when there is none), so a page a user has
 * opened opens again with no connection.
 */
export const ASSETS_CACHE = 'lakbay-assets';
export const CONTENT_CACHE = 'lakbay-content';

/** The message a page sends the worker with the URLs it loaded before the worker controlled it. */
export const CACHE_URLS_MESSAGE = 'LAKBAY_CACHE_URLS';

export const isBuiltAsset = (url: URL): boolean => url.pathname.startsWith('/assets/');

/** Reads behind the pages kept offline: careers, events, FAQs (lists and details), and the shell's client config. */
export const isKeptContent = (url: URL): boolean => /^\/api\/v2\/(careers|events|faqs|client-config)(\/|$)/.test(url.pathname);
