// First: starts loading the locale data on another thread while the rest is evaluated.
import '@/lib/intl-warmup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/app/fonts';
// The theme's CSS variables, written by the build from lib/theme.ts (vite.config.ts).
import 'virtual:lakbay-theme.css';
import '@/app/global.css';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { makeStore, readStoredUserPref, rehydrated } from '@/app/store';
import { applyLocale, initialLocale } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/offline/register-sw';
import { yieldToBrowser } from '@/lib/yield-to-browser';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('index.html must contain <div id="root">');
}

const { store, persistor } = makeStore();
// Evaluating the shell and building the router are each a good part of start-up: two tasks, not one.
await yieldToBrowser();
// The first page's reads start here, the client configuration among them (app/prefetch.ts).
const router = createAppRouter(store.dispatch);

// A Filipino reader's catalogue arrives before the first paint: no flash of English. Local
// storage is read meanwhile, so the first render draws the page, not a loader (providers.tsx).
await Promise.all([applyLocale(initialLocale(readStoredUserPref().language, navigator.languages)), rehydrated(persistor)]);

// The first render as a transition: React draws it in slices, yielding to the browser between
// them, instead of one long task that keeps a slow phone from answering a tap (issue 15).
const root = createRoot(rootElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
registerServiceWorker();
