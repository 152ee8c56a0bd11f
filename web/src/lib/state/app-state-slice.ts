import type { LoggedUser } from '@lakbay/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAdminToken } from '@/lib/jwt';

/** User preferences are free-form; each update is merged into what is stored. */
export type UserPref = Record<string, unknown>;

/** The persisted app state of spec section 3, stored in local storage under "appState". */
export interface AppState {
  loggedUser: LoggedUser | null;
  isAuth: boolean;
  userPref: UserPref;
  /** Empty when no sign-up is in progress. */
  signupStage: string;
}

export const initialAppState: AppState = {
  loggedUser: null,
  isAuth: false,
  userPref: {},
  signupStage: '',
};

export const appStateSlice = createSlice({
  name: 'appState',
  initialState: initialAppState,
  reducers: {
    loggedIn(state, action: PayloadAction<LoggedUser>) {
      state.loggedUser = action.payload;
      state.isAuth = true;
    },
    // Preferences and sign-up stage belong to the device, not the session: logout keeps them.
    loggedOut(state) {
      state.loggedUser = null;
      state.isAuth = false;
    },
    userPrefUpdated(state, action: PayloadAction<UserPref>) {
      state.userPref = { ...state.userPref, ...action.payload };
    },
    signupStageSet(state, action: PayloadAction<string>) {
      state.signupStage = action.payload;
    },
    signupStageCleared(state) {
      state.signupStage = '';
    },
  },
  selectors: {
    selectLoggedUser: (state) => state.loggedUser,
    selectIsAuth: (state) => state.isAuth,
    selectUserPref: (state) => state.userPref,
    selectSignupStage: (state) => state.signupStage,
    selectSessionToken: (state) => state.loggedUser?.sessionCookie ?? null,
    selectIsAdmin: (state) => isAdminToken(state.loggedUser?.idToken),
  },
});

export const { loggedIn, loggedOut, userPrefUpdated, signupStageSet, signupStageCleared } = appStateSlice.actions;
export const { selectLoggedUser, selectIsAuth, selectUserPref, selectSignupStage, selectSessionToken, selectIsAdmin } =
  appStateSlice.selectors;
