import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { answeredForOtherLanguage } from './content-language';
import { isWrite, withIdempotencyKey } from './idempotent-write';
import { sendWrite } from './write-retry';
import { i18n } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { isInMyArea, PATHS } from '@/lib/paths';
import {
  loggedOut,
  loginModalOpened,
  selectIsAuth,
  selectLocale,
  selectLoggedUser,
  selectSessionToken,
  writeCheckEnded,
  writeCheckStarted,
  type AppState,
} from '@/lib/state';

export const API_BASE_URL = '/api/v2';
/** Spec section 4 emulation: the admin's own token plus the emulated user's id on every request. */
export const EMULATE_HEADER = 'X-Emulate-User';
const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiExtraOptions {
  /**
   * The endpoint answers 401 as a normal outcome (wrong password, an already revoked token), so
   * it must not end the session or open the login modal.
   */
  expectUnauthorized?: boolean;
  /**
   * A write whose service does not store its outcome under the Idempotency-Key (log-in, sign-up,
   * account deletion, calendar sync: UNKEYED_WRITES in libs/contracts): it is sent again only when
   * surely refused, never when its outcome is unknown.
   */
  unkeyedWrite?: boolean;
}

// The base query may only know the slice it reads, not the whole store (which is built on it).
export interface SessionRootState {
  appState: AppState;
}

/** The session's headers on a request: its token, the interface's language, the emulated user. */
export function withSessionHeaders(headers: Headers, state: SessionRootState): Headers {
  // An endpoint may pass its own token (logout sends the one it is revoking).
  if (!headers.has('Authorization')) {
    const token = selectSessionToken(state);
    // Spec section 7: "Bearer <token>" when logged in, an empty header otherwise.
    headers.set('Authorization', token ? `Bearer ${token}` : '');
  }
  // The interface's language: the BFF writes its error messages (and validation constraints) in it.
  headers.set('Accept-Language', selectLocale(state));
  const user = selectLoggedUser(state);
  if (user?.isEmulationSession && user.originalUser && !headers.has(EMULATE_HEADER)) {
    headers.set(EMULATE_HEADER, user.id);
  }
  return headers;
}

/**
 * Where a server render's reads go (web/src/entry-server.tsx): the BFF hands its own in-process
 * caller. Node's fetch needs an absolute address, so the server's reads name a placeholder origin
 * that this caller ignores; the browser never has one.
 */
const ON_SERVER = typeof window === 'undefined';
const SSR_ORIGIN = 'http://lakbay.ssr';
const serverFetch: { call?: (request: Request) => Promise<Response> } = {};
const fetchOnServer = (input: RequestInfo, init?: RequestInit) =>
  (serverFetch.call ?? fetch)(input instanceof Request ? input : new Request(input, init));
export function setServerFetch(call: (request: Request) => Promise<Response>): void {
  serverFetch.call = call;
}

/**
 * A server render's store carries this as its thunk's extra argument (app/store.ts): the API
 * addresses (path and query) its reads were answered from, which the page names for the browser's
 * service worker (entry-server.tsx, main.tsx).
 */
export interface ServerReadLog {
  serverReads: string[];
}

function noteServerRead(extra: unknown, url: string): void {
  const log = extra as Partial<ServerReadLog> | undefined;
  const { pathname, search } = new URL(url);
  log?.serverReads?.push(pathname + search);
}

const fetchWithBearer = fetchBaseQuery({
  baseUrl: ON_SERVER ? SSR_ORIGIN + API_BASE_URL : API_BASE_URL,
  ...(ON_SERVER ? { fetchFn: fetchOnServer } : {}),
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => withSessionHeaders(headers, getState() as SessionRootState),
});

type SessionBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions>;

/**
 * A write (any method but GET and HEAD) goes with a new Idempotency-Key per submit. When its
 * outcome is unknown (no answer, 502, 504, 503 WRITE_OUTCOME_UNKNOWN or WRITE_IN_PROGRESS) it is
 * sent again with the same key for up to 30 s, the shell saying it is checking (ui.writesChecking);
 * the service answers what it did the first time instead of doing it again (write-retry.ts).
 */
const sendKeyedWrite: SessionBaseQuery = (args, api, extraOptions) => {
  const keyed = withIdempotencyKey(args as FetchArgs);
  return sendWrite((timeout) => fetchWithBearer({ ...keyed, timeout }, api, extraOptions), {
    keyed: !extraOptions?.unkeyedWrite,
    signal: api.signal,
    onChecking: (checking) => api.dispatch(checking ? writeCheckStarted() : writeCheckEnded()),
    unknownOutcomeMessage: () => i18n.t('write.outcomeUnknown'),
  });
};

/**
 * A read. A content answer written for the other language (the page's preload, sent with the
 * browser's Accept-Language, handed over for this fetch) is read once more past the browser's
 * caches, in the interface's language.
 */
const readInInterfaceLanguage: SessionBaseQuery = async (args, api, extraOptions) => {
  const result = await fetchWithBearer(args, api, extraOptions);
  if (ON_SERVER && result.data !== undefined && result.meta?.request) {
    noteServerRead(api.extra, result.meta.request.url);
  }
  if (result.data === undefined || !answeredForOtherLanguage(result.data, selectLocale(api.getState() as SessionRootState))) {
    return result;
  }
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  return fetchWithBearer({ ...request, cache: 'no-store' }, api, extraOptions);
};

/**
 * fetchBaseQuery plus the global 401 rule of spec section 8: the session is over, so clear it as
 * a logout would; inside /my the page cannot work without it (go to /logout), elsewhere offer
 * the login modal so the visitor can continue where they are. Writes are keyed and retried
 * (sendKeyedWrite); reads are retried by the API's retry policy.
 */
export const sessionBaseQuery: SessionBaseQuery = async (args, api, extraOptions) => {
  const result = await (isWrite(args) ? sendKeyedWrite : readInInterfaceLanguage)(args, api, extraOptions);
  if (result.error?.status === 401 && !extraOptions?.expectUnauthorized) {
    if (ON_SERVER) {
      return result;
    }
    if (isInMyArea(window.location.pathname)) {
      // /logout ends the session (as a logout does) and goes home. Clearing it here first would let
      // the /my guard see a logged-out visitor before the lazy /logout route lands, and send them
      // to /login instead.
      navigateTo(PATHS.logout, { replace: true });
    } else {
      if (selectIsAuth(api.getState() as SessionRootState)) {
        api.dispatch(loggedOut());
      }
      api.dispatch(loginModalOpened());
    }
  }
  return result;
};
