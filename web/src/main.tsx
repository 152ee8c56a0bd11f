import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/app/fonts';
import '@/app/global.css';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { applyLocale, initialLocale } from '@/lib/i18n';
import { readStoredUserPref } from '@/app/store';
import { registerServiceWorker } from '@/lib/offline/register-sw';
import { applyThemeVariables } from '@/lib/theme';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('index.html must contain <div id="root">');
}

applyThemeVariables();
const { store, persistor } = makeStore();
const router = createAppRouter(store.dispatch);

// A Filipino reader's catalogue arrives before the first paint: no flash of English.
await applyLocale(initialLocale(readStoredUserPref().language, navigator.languages));

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
