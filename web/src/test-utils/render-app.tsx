import { StyleProvider } from '@ant-design/cssinjs';
import type { LoggedUser } from '@lakbay/contracts';
import { afterEach, beforeAll } from '@jest/globals';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { appRouterTable } from '@/app/router';
import { APP_STATE_STORAGE_KEY, makeStore } from '@/app/store';
import type { Analytics } from '@/lib/analytics';
import { applyLocale } from '@/lib/i18n';
import { registerNavigator } from '@/lib/navigation';

export interface RenderAppOptions {
  /** Starting address, e.g. "/login?__redirectTo=%2Fcareers". */
  path?: string;
  /** Start logged in as this user, restored from local storage like a returning visitor. */
  session?: LoggedUser;
  /** Stored preferences, e.g. { cookieConsent: 'accepted' }. */
  userPref?: Record<string, unknown>;
  /** A fake analytics instead of the posthog-backed one. */
  analytics?: Analytics;
}

/** Writes local storage the way redux-persist does: each field JSON-encoded on its own. */
export function seedPersistedSession(user: LoggedUser | null, userPref: Record<string, unknown> = {}): void {
  const stored = {
    loggedUser: JSON.stringify(user),
    isAuth: String(user !== null),
    userPref: JSON.stringify(userPref),
    signupStage: '""',
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  };
  localStorage.setItem(APP_STATE_STORAGE_KEY, JSON.stringify(stored));
}

/** Renders the real app (routes, layout, providers) at `path` with a fresh store. */
export function renderApp({ path = '/', session, userPref, analytics }: RenderAppOptions = {}) {
  localStorage.clear();
  if (session || userPref) {
    seedPersistedSession(session ?? null, userPref);
  }
  const { store, persistor } = makeStore(analytics ? { analytics } : {});
  // The browser's table (app/router.tsx createAppRouter): the first pages, the others added as they are visited.
  const { routes, patchRoutesOnNavigation } = appRouterTable();
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const unregister = registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  const view = render(
    // antd's styles are made but not put in the page: jsdom has no layout to apply them to, and
    // every getComputedStyle (each getByRole asks it of an element and its ancestors) matched the
    // element against all of antd's rules. What a page looks like is checked in Chromium (e2e).
    <StyleProvider mock="server">
      <AppProviders store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, persistor, router, location, unregister };
}

export interface AppTestsOptions {
  /** The pages' lazy chunks, loaded once before the tests so the first test does not spend its wait on them. */
  preload?: (() => Promise<unknown>)[];
  /** Switch back to English after each test, for tests that change the language. */
  resetLocale?: boolean;
}

/**
 * Sets up a describe block whose tests render the real app: loads `preload` once, and after each test
 * unregisters the app's navigator, unmounts it and (with `resetLocale`) goes back to English.
 * Returns `renderApp`, which the hooks then clean up after.
 */
export function setUpAppTests({ preload = [], resetLocale = false }: AppTestsOptions = {}): typeof renderApp {
  let unregister: () => void = () => undefined;

  if (preload.length > 0) {
    beforeAll(async () => {
      for (const load of preload) {
        await load();
      }
    });
  }

  afterEach(async () => {
    unregister();
    cleanup();
    if (resetLocale) {
      await act(async () => {
        await applyLocale('en');
      });
    }
  });

  return (options) => {
    const app = renderApp(options);
    unregister = app.unregister;
    return app;
  };
}
