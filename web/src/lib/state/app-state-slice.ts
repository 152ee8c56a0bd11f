import { initialLocale, type Locale } from '@/lib/i18n/locales';
import type { LoggedUser } from '@lakbay/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CookieConsent } from '@/lib/analytics';
import { isAdminToken } from '@/lib/jwt';
import { browserTimeZone } from '@/lib/time-zone';

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

/** The stored consent, if it is one of the two answers (storage can hold anything). */
export function readCookieConsent(userPref: UserPref): CookieConsent | null {
  const value = userPref.cookieConsent;
  return value === 'accepted' || value === 'declined' ? value : null;
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
    /** The interface language, kept with the device's preferences (it outlives a logout). */
    languageChosen(state, action: PayloadAction<Locale>) {
      state.userPref = { ...state.userPref, language: action.payload };
    },
    /**
     * The account's language, taken at log-in: the interface follows what the person chose last
     * time, on any device. Not a choice made here, so it is not saved back to the account.
     */
    accountLanguageAdopted(state, action: PayloadAction<Locale>) {
      state.userPref = { ...state.userPref, language: action.payload };
    },
    /** The cookie banner's answer, kept with the device's preferences (it outlives a logout). */
    cookieConsentAnswered(state, action: PayloadAction<CookieConsent>) {
      state.userPref = { ...state.userPref, cookieConsent: action.payload };
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
    selectCookieConsent: (state): CookieConsent | null => readCookieConsent(state.userPref),
    /**
     * The zone times are shown in: the account's when logged in (emulating: the emulated user's),
     * the browser's otherwise (and for a session stored before accounts had zones).
     */
    selectViewerTimeZone: (state): string => state.loggedUser?.timeZone || browserTimeZone(),
    /** The chosen language, or the browser's when none was chosen yet. */
    selectLocale: (state): Locale => initialLocale(state.userPref.language, typeof navigator === 'undefined' ? [] : navigator.languages),
  },
});

export const {
  loggedIn,
  loggedOut,
  userPrefUpdated,
  languageChosen,
  accountLanguageAdopted,
  cookieConsentAnswered,
  signupStageSet,
  signupStageCleared,
} = appStateSlice.actions;
export const {
  selectLoggedUser,
  selectIsAuth,
  selectUserPref,
  selectSignupStage,
  selectSessionToken,
  selectIsAdmin,
  selectCookieConsent,
  selectViewerTimeZone,
  selectLocale,
} = appStateSlice.selectors;
