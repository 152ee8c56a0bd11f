import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import { analytics as defaultAnalytics, type Analytics } from '@/lib/analytics';
import { api, serverStateReceived } from '@/lib/api/api';
import type { ServerReadLog } from '@/lib/api/session-base-query';
import { clientConfigApi } from '@/lib/api/client-config-api';
// The store takes from features only their API slices (endpoints injected into lib/api/api.ts), never a
// feature's index: checked by .dependency-cruiser.cjs (store-imports-feature-beyond-api-slices).
import { accountsApi } from '@/features/accounts/api/accounts-api';
import {
  appStateSlice,
  cookieConsentAnswered,
  languageChosen,
  loggedIn,
  loggedOut,
  readCookieConsent,
  searchCacheSlice,
  selectLocale,
  uiSlice,
  type AppState,
} from '@/lib/state';
import { persistStorage } from '@/lib/storage';

/** Local storage key of the persisted app state (spec section 3). */
export const APP_STATE_STORAGE_KEY = 'appState';

const appStatePersistConfig: PersistConfig<AppState> = {
  key: APP_STATE_STORAGE_KEY,
  // No "persist:" prefix: the spec names the storage key itself.
  keyPrefix: '',
  storage: persistStorage,
  version: 1,
  whitelist: ['loggedUser', 'isAuth', 'userPref', 'signupStage'],
};

/**
 * The store's reducer, made with the store: combineReducers runs every reducer to check it, work
 * better kept out of the shell's evaluation (one long task already on a slow phone; issue 30).
 */
const makeRootReducer = () =>
  combineReducers({
    [appStateSlice.reducerPath]: persistReducer(appStatePersistConfig, appStateSlice.reducer),
    [uiSlice.reducerPath]: uiSlice.reducer,
    [searchCacheSlice.reducerPath]: searchCacheSlice.reducer,
    [api.reducerPath]: api.reducer,
  });

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

/** The tag types of the content answers (careers, jobs, videos, events and one's registrations with them, FAQs, coaching resources, the apprenticeship's challenges and one's part in one). */
const CONTENT_TAGS = [
  'Career',
  'Job',
  'Video',
  'Event',
  'Registration',
  'Faq',
  'Resource',
  'VaChallenge',
  'VaUserChallenge',
  // Coach pages: their trainings are in the reader's language.
  'Coach',
] as const;

/** Side effects of session, consent and configuration changes, next to the store rather than in every caller. */
function createEffects(analytics: Analytics) {
  const effects = createListenerMiddleware();
  effects.startListening({
    // Only a real logout: mounted queries refetch after a reset, and if a 401 reset the cache every
    // time, a protected query on screen would loop 401 -> reset -> refetch -> 401.
    predicate: (action, _current, previous) => loggedOut.match(action) && (previous as RootState).appState.isAuth,
    effect: async (_action, listenerApi) => {
      analytics.reset();
      // Let the call that ended the session (a 401) settle first: a reset aborts calls in flight,
      // and their callers must still learn the status.
      await listenerApi.delay(0);
      // Cached answers belong to the user who just left.
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  effects.startListening({
    // Content records are answered in the interface's language (Accept-Language, issue 29): the
    // ones kept are in the old one, so the pages on screen read theirs again.
    predicate: (_action, current, previous) => selectLocale(current as RootState) !== selectLocale(previous as RootState),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags([...CONTENT_TAGS] as never[]));
    },
  });
  effects.startListening({
    actionCreator: loggedIn,
    effect: ({ payload }) => analytics.identify(payload),
  });
  effects.startListening({
    // A switch while logged in is saved on the account too (its e-mails follow it); not during an
    // emulation, whose account is someone else's.
    actionCreator: languageChosen,
    effect: ({ payload }, listenerApi) => {
      const { isAuth, loggedUser } = (listenerApi.getState() as RootState).appState;
      if (isAuth && !loggedUser?.isEmulationSession) {
        void listenerApi.dispatch(accountsApi.endpoints.updateMe.initiate({ language: payload }));
      }
    },
  });
  effects.startListening({
    actionCreator: cookieConsentAnswered,
    effect: ({ payload }, listenerApi) => {
      if (payload === 'accepted') {
        analytics.acceptCookies((listenerApi.getState() as RootState).appState.loggedUser?.id ?? null);
      } else {
        analytics.declineCookies();
      }
    },
  });
  effects.startListening({
    // A returning visitor: their stored consent and user, once local storage is read.
    type: REHYDRATE,
    effect: (_action, listenerApi) => {
      const { appState } = listenerApi.getState() as RootState;
      analytics.setConsent(readCookieConsent(appState.userPref));
      if (appState.loggedUser) {
        analytics.identify(appState.loggedUser);
      }
    },
  });
  effects.startListening({
    matcher: clientConfigApi.endpoints.getClientConfig.matchFulfilled,
    effect: ({ payload }) => analytics.configure(payload?.analytics ?? null),
  });
  effects.startListening({
    // A page the server drew brings the configuration with it (main.tsx): no fetch, so no fulfilled action.
    actionCreator: serverStateReceived,
    effect: (_action, listenerApi) => {
      const { data } = clientConfigApi.endpoints.getClientConfig.select()(listenerApi.getState() as RootState);
      if (data) {
        analytics.configure(data.analytics ?? null);
      }
    },
  });
  effects.startListening({
    // No configuration after every retry: analytics stays off for this visit.
    matcher: clientConfigApi.endpoints.getClientConfig.matchRejected,
    effect: (action) => {
      if (!action.meta.condition) {
        analytics.configure(null);
      }
    },
  });
  return effects;
}

export interface MakeStoreOptions {
  /** Tests pass a fake; the app uses the posthog-backed one. */
  analytics?: Analytics;
  /**
   * A server render's store (entry-server.tsx): no local storage, no browser events; its reads note
   * their API addresses in `serverReads`.
   */
  server?: ServerReadLog;
}

/** The persistor of a store that persists nothing: already "bootstrapped" (the server's). */
const NOTHING_PERSISTED = {
  getState: () => ({ bootstrapped: true, registry: [] }),
  subscribe: () => () => undefined,
  dispatch: (action: unknown) => action,
  purge: () => Promise.resolve(),
  flush: () => Promise.resolve(),
  pause: () => undefined,
  persist: () => undefined,
} as unknown as Persistor;

/**
 * Builds the store and starts rehydration. Each test builds its own; to start logged in, seed
 * local storage rather than preloading, because a preloaded `_persist` stops redux-persist from
 * ever rehydrating.
 */
export function makeStore({ analytics = defaultAnalytics, server }: MakeStoreOptions = {}) {
  const effects = createEffects(analytics);
  const store = configureStore({
    reducer: makeRootReducer(),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: server },
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(effects.middleware)
        .concat(api.middleware),
  });
  if (server) {
    return { store, persistor: NOTHING_PERSISTED };
  }
  // Refetch on focus and reconnect for queries that opt in.
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

/** Resolves once redux-persist has read local storage into the store. */
export function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];

/**
 * The device's stored preferences, read straight from local storage before the store rehydrates
 * (the first paint needs the language). redux-persist stores each field JSON-encoded on its own.
 */
export function readStoredUserPref(): Record<string, unknown> {
  try {
    const stored = JSON.parse(localStorage.getItem(APP_STATE_STORAGE_KEY) ?? '{}') as { userPref?: string };
    const pref: unknown = stored.userPref ? JSON.parse(stored.userPref) : {};
    return pref && typeof pref === 'object' ? (pref as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
