import { beforeEach, describe, expect, it } from '@jest/globals';
import { loggedIn, loggedOut, signupStageSet, userPrefUpdated } from '@/lib/state';
import { aLoggedUser } from '@/test-utils/fixtures';
import { seedPersistedSession } from '@/test-utils/render-app';
import { createAnalytics, type Analytics } from '@/lib/analytics';
import { serverStateReceived } from '@/lib/api/api';
import { APP_STATE_STORAGE_KEY, makeStore, rehydrated } from './store';

/** What redux-persist wrote, with each field decoded. */
function readStoredAppState(): Record<string, unknown> {
  const raw = localStorage.getItem(APP_STATE_STORAGE_KEY);
  if (!raw) {
    throw new Error(`nothing stored under "${APP_STATE_STORAGE_KEY}"`);
  }
  const fields = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, JSON.parse(value) as unknown]));
}

describe('makeStore', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  describe('persisted appState', () => {
    it('stores exactly loggedUser, isAuth, userPref and signupStage under the key "appState"', async () => {
      const { store, persistor } = makeStore();
      await rehydrated(persistor);
      const user = aLoggedUser();

      store.dispatch(loggedIn(user));
      store.dispatch(signupStageSet('onboarding-2'));
      await persistor.flush();

      const { _persist, ...stored } = readStoredAppState();
      expect(stored).toEqual({ loggedUser: user, isAuth: true, userPref: {}, signupStage: 'onboarding-2' });
      expect(_persist).toMatchObject({ version: 1 });
      // Screen state and API cache are never written to disk.
      expect(Object.keys(localStorage)).toEqual([APP_STATE_STORAGE_KEY]);
    });

    it('starts logged out with an empty signup stage', async () => {
      const { store, persistor } = makeStore();
      await rehydrated(persistor);

      const { _persist, ...appState } = store.getState().appState;
      expect(appState).toEqual({ loggedUser: null, isAuth: false, userPref: {}, signupStage: '' });
    });

    it('restores a returning visitor from local storage', async () => {
      const user = aLoggedUser({ username: 'returning' });
      seedPersistedSession(user);

      const { store, persistor } = makeStore();
      await rehydrated(persistor);

      expect(store.getState().appState).toMatchObject({ loggedUser: user, isAuth: true });
      expect(store.getState().ui.loginModalOpen).toBe(false);
    });

    it('logout clears the user but keeps device preferences', async () => {
      const { store, persistor } = makeStore();
      await rehydrated(persistor);
      store.dispatch(loggedIn(aLoggedUser()));
      store.dispatch(userPrefUpdated({ theme: 'light' }));

      store.dispatch(loggedOut());
      await persistor.flush();

      expect(readStoredAppState()).toMatchObject({ loggedUser: null, isAuth: false, userPref: { theme: 'light' } });
    });
  });

  describe('userPrefUpdated', () => {
    it('merges into the stored preferences instead of replacing them', async () => {
      const { store, persistor } = makeStore();
      await rehydrated(persistor);

      store.dispatch(userPrefUpdated({ language: 'fil', careerFilter: 'Design' }));
      store.dispatch(userPrefUpdated({ careerFilter: 'Data', videosMuted: true }));
      await persistor.flush();

      const expected = { language: 'fil', careerFilter: 'Data', videosMuted: true };
      expect(store.getState().appState.userPref).toEqual(expected);
      expect(readStoredAppState().userPref).toEqual(expected);
    });
  });
});

describe('a page the server drew', () => {
  it('configures analytics from the client configuration it brought, which no fetch delivers (issue 30)', () => {
    const configured: unknown[] = [];
    const analytics: Analytics = { ...createAnalytics(() => new Promise(() => undefined)), configure: (next) => configured.push(next) };
    const { store } = makeStore({ analytics });
    const config = { analytics: { key: 'phc_test', host: 'https://eu.posthog.example' }, googleClientId: null, version: '1' };
    // The state a server render embeds: its store's, the client configuration answered.
    const server = makeStore({ analytics, server: { serverReads: [] } }).store.getState();
    const api = {
      ...server.api,
      queries: {
        'getClientConfig(undefined)': {
          status: 'fulfilled',
          endpointName: 'getClientConfig',
          requestId: 'r',
          originalArgs: undefined,
          data: config,
          startedTimeStamp: 1,
          fulfilledTimeStamp: 2,
        },
      },
    };
    store.dispatch(serverStateReceived({ ...server, api }));
    expect(configured).toEqual([config.analytics]);
  });
});
