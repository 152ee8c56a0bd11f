// First: starts loading the locale data on another thread while the rest is evaluated.
import { intlWarmedUp } from '@/lib/intl-warmup';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { Persistor } from 'redux-persist';
import '@/app/fonts';
// The theme's CSS variables, written by the build from lib/theme.ts (vite.config.ts).
import 'virtual:lakbay-theme.css';
import '@/app/global.css';
import { AppProviders } from '@/app/providers';
import { createAppRouter, loadRoutesOf } from '@/app/router';
import { makeStore, readStoredUserPref, rehydrated, type AppStore } from '@/app/store';
import type { ServerRenderData } from '@/entry-server';
import { serverStateReceived } from '@/lib/api/api';
import { applyLocale, initialLocale } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/offline/register-sw';
import { browserTimeZone } from '@/lib/time-zone';
import { yieldToBrowser } from '@/lib/yield-to-browser';

const rootElement: HTMLElement = (() => {
  const element = document.getElementById('root');
  if (!element) {
    throw new Error('index.html must contain <div id="root">');
  }
  return element;
})();

/** What the BFF's server render embedded with the page (entry-server.tsx), when it drew this page. */
function readServerRender(): ServerRenderData | undefined {
  const embedded = document.getElementById('lakbay-ssr')?.textContent;
  try {
    return embedded ? (JSON.parse(embedded) as ServerRenderData) : undefined;
  } catch {
    return undefined;
  }
}
const rendered = readServerRender();

/** The store and the reader's language: made once the shell has been evaluated (makeApp). */
interface App {
  store: AppStore;
  persistor: Persistor;
  locale: ReturnType<typeof initialLocale>;
}

/** The store (local storage's first read, the persisted state) and the language the reader asked for. */
function makeApp(): App {
  const { store, persistor } = makeStore();
  return { store, persistor, locale: initialLocale(readStoredUserPref().language, navigator.languages) };
}

// Start-up in tasks of their own, each short on a slow phone (issue 30): evaluating the shell is
// one long task already (about 200 ms at 4x CPU), and the store, then the page's start, each made
// it longer when done in it (the home page's was 257 ms). The store is made in the next task, while
// the worker loads the locale data (lib/intl-warmup.ts): the page's first Intl call (the device's
// zone, a date, a price) waits for it, the main thread idle meanwhile instead of loading it itself.
// A server-drawn page that shows no date and formats nothing starts at once (the sooner it is
// hydrated, the sooner what is typed or tapped on it counts).
async function startUp(): Promise<void> {
  await yieldToBrowser();
  const app = makeApp();
  if (!rendered || rendered.zoneShown || rendered.formats) {
    await intlWarmedUp;
  }
  await yieldToBrowser();
  start(app);
}
void startUp();
void intlWarmedUp.then(rememberZone);

/** The server draws the next page's dates in the device's zone (the BFF's web-pages.ts). */
function rememberZone(): void {
  document.cookie = `tz=${encodeURIComponent(browserTimeZone())}; path=/; max-age=31536000; samesite=lax`;
}

function start(app: App): void {
  const { store, locale } = app;
  // Its answers go into the store first, so the page's queries are not sent again (when in this
  // reader's language: hydrating, a language switch after it reads them again).
  // A page that shows no date or time is the same in every zone: hydrated wherever the browser is.
  const hydrating = rendered !== undefined && (!rendered.zoneShown || rendered.timeZone === browserTimeZone());
  const answersTaken = rendered !== undefined && (hydrating || rendered.locale === locale);
  if (answersTaken) {
    store.dispatch(serverStateReceived(rendered.state));
  }

  // Hydrated only when drawn in this device's time zone or in none (a first visit from outside the
  // default zone to a page with dates is drawn again, by the browser).
  if (rendered && hydrating) {
    // Not awaited: a page's chunk imports this entry's chunk, and an import resolves only once the
    // module it imports has finished evaluating. Awaiting the page's modules in this module's top
    // level waited on itself, and the page stayed the server's HTML, never hydrated (seen on every
    // visit after the first, once the tz cookie matched). A page whose code cannot load (a new
    // deployment replaced it) is drawn by the browser instead, whose error boundary says so and reloads.
    void hydrateServerPage(app, rendered, rootElement).catch(() => drawInBrowser(app, rootElement));
  } else {
    // Not awaited either: drawing a page the server drew waits for the router's first page, whose
    // chunk waits for this module to finish evaluating.
    void drawInBrowser(app, rootElement);
  }
  // The answers taken from the server render were never fetched here: the service worker keeps them
  // too, as it keeps what the first page fetched before it was in control.
  registerServiceWorker(answersTaken ? rendered.reads : []);
}

/** The page drawn by the browser: its router runs the first page's loaders, then React renders it. */
async function drawInBrowser({ store, persistor, locale }: App, container: HTMLElement): Promise<void> {
  // Evaluating the shell and building the router are each a good part of start-up: two tasks, not one.
  await yieldToBrowser();
  // The first page's reads start here, the client configuration among them (app/prefetch.ts).
  const router = createAppRouter(store.dispatch);

  // A Filipino reader's catalogue arrives before the first paint: no flash of English. Local
  // storage is read meanwhile, so the first render draws the page, not a loader (providers.tsx).
  // A page the server drew and the browser draws again (another time zone) stays as it is until
  // the router has the page's code and data: replaced at once by the same page, never by an empty
  // one first (the page would collapse and jump back).
  await Promise.all([applyLocale(locale), rehydrated(persistor), container.hasChildNodes() ? routerReady(router) : undefined]);

  // The first render as a transition: React draws it in slices, yielding to the browser between
  // them, instead of one long task that keeps a slow phone from answering a tap (issue 15).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/** Opens this tab's session storage (the first use asks the browser for it); nothing when it is refused. */
function openSessionStorage(): void {
  try {
    window.sessionStorage.getItem('lakbay');
  } catch {
    // Storage refused (privacy settings): the router copes alone.
  }
}

/** Resolves once the router has loaded its first page (its modules and loaders), whether or not they failed. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * A page the server drew (issue 30): the page's modules and words load; then React takes over the
 * HTML as it is (hydrateRoot), drawing the visitor's view the server drew. The device's own state
 * (a session, a chosen language, the cookie answer) is applied after, as an update.
 */
async function hydrateServerPage({ store, persistor }: App, render: ServerRenderData, container: HTMLElement): Promise<void> {
  await applyLocale(render.locale);
  await loadRoutesOf(window.location.pathname, render.routeIds);
  // The router's start reads session storage (its view transitions), the page's first use of it: a
  // wait on the browser's storage, here in a task of its own, then the router in another (each of
  // them, with the page's modules, had made one long task on a slow phone).
  await yieldToBrowser();
  openSessionStorage();
  await yieldToBrowser();
  const router = createAppRouter(store.dispatch, render.hydrationData);
  const app = (
    <StrictMode>
      <AppProviders store={store} persistor={persistor} serverState={render.state}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
