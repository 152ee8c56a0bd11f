import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { LanguageSync } from '@/components/language-sync';
import { PageLoader } from '@/components/page-loader';
import { handTypedTextToApp, replayEarlyTaps, whenPageIsReacts } from '@/lib/hydration';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
  /** The state a server render drew the page with: the browser hydrates with it (react-redux's serverState). */
  serverState?: unknown;
}

/** Whether the device's stored state has been read (redux-persist's bootstrapped); `onServer` while rendering on the server or hydrating. */
function useBootstrapped(persistor: Persistor, onServer: boolean): boolean {
  const subscribe = useCallback((listener: () => void) => persistor.subscribe(listener), [persistor]);
  return useSyncExternalStore(
    subscribe,
    () => persistor.getState().bootstrapped,
    () => onServer,
  );
}

/**
 * Rendering before rehydration would flash the logged-out UI for a logged-in user, so the app
 * waits for it. Unlike redux-persist's PersistGate, which always mounts showing its loader and
 * then sets state in componentDidMount (an update React renders synchronously: the whole first
 * page in one long task, issue 15), this gate reads the persistor's state while rendering: when
 * local storage was read before the first render (main.tsx waits for it), the page renders at
 * once, as part of the first render's transition.
 */
function PersistedStateGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  // A server render's page (and the browser hydrating it, main.tsx) draws the visitor's view at once;
  // the device's stored state arrives after it.
  const bootstrapped = useBootstrapped(persistor, true);
  return bootstrapped ? children : <PageLoader fullScreen />;
}

/**
 * Marks the page (`<html data-app-ready>`) once the app has drawn or hydrated it, every part of it,
 * with the device's stored state applied (a session, the cookie answer): from then on what the page shows and does is
 * the app's, not only the server's HTML. For tests and tools that must not act on a page the app
 * has not taken over yet (the e2e suites wait for it: e2e/shell/support.ts appReady).
 */
function AppReadyMark({ persistor }: { persistor: Persistor }) {
  const bootstrapped = useBootstrapped(persistor, false);
  useEffect(() => {
    let gone = false;
    const takeOver = async () => {
      if (!bootstrapped) {
        return;
      }
      const root = document.getElementById('root') ?? document;
      // Every part of a server-drawn page hydrated, with the device's state: a part hydrated after
      // the rest showed the visitor's view a moment longer (lib/hydration.ts whenPageIsReacts).
      await whenPageIsReacts(root);
      if (gone) {
        return;
      }
      handTypedTextToApp(root);
      void replayEarlyTaps();
      document.documentElement.dataset.appReady = '';
    };
    void takeOver();
    return () => {
      gone = true;
    };
  }, [bootstrapped]);
  return null;
}

/** Store and persisted-state gate. antd's theme is not here: see components/antd/antd-provider.tsx. */
export function AppProviders({ store, persistor, children, serverState }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState as ReturnType<AppStore['getState']> | undefined}>
      <PersistedStateGate persistor={persistor}>
        <LanguageSync />
        {children}
      </PersistedStateGate>
      <AppReadyMark persistor={persistor} />
    </Provider>
  );
}
