import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type PersistConfig } from 'redux-persist';
import { api } from '@/lib/api/api';
import { appStateSlice, loggedOut, uiSlice, type AppState } from '@/lib/state';
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

const rootReducer = combineReducers({
  [appStateSlice.reducerPath]: persistReducer(appStatePersistConfig, appStateSlice.reducer),
  [uiSlice.reducerPath]: uiSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

// Side effects of session changes live here, next to the store, rather than in every caller.
const sessionEffects = createListenerMiddleware();
sessionEffects.startListening({
  // Only a real logout: mounted queries refetch after a reset, and if a 401 reset the cache every
  // time, a protected query on screen would loop 401 -> reset -> refetch -> 401.
  predicate: (action, _current, previous) => loggedOut.match(action) && (previous as RootState).appState.isAuth,
  effect: (_action, listenerApi) => {
    // Cached answers belong to the user who just left.
    listenerApi.dispatch(api.util.resetApiState());
  },
});

/**
 * Builds the store and starts rehydration. Each test builds its own; to start logged in, seed
 * local storage rather than preloading, because a preloaded `_persist` stops redux-persist from
 * ever rehydrating.
 */
export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionEffects.middleware)
        .concat(api.middleware),
  });
  // Refetch on focus and reconnect for queries that opt in.
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
