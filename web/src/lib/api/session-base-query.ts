import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { isWrite, MAX_WRITE_RETRIES, retryDelayMs, shouldRetryWrite, withIdempotencyKey } from './idempotent-write';
import { navigateTo } from '@/lib/navigation';
import { isInMyArea, PATHS } from '@/lib/paths';
import { loggedOut, loginModalOpened, selectIsAuth, selectLocale, selectLoggedUser, selectSessionToken, type AppState } from '@/lib/state';

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

const fetchWithBearer = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => withSessionHeaders(headers, getState() as SessionRootState),
});

type SessionBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions>;

/** Resolves after ms, or as soon as the request is aborted. */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * A write (any method but GET and HEAD) goes with a new Idempotency-Key per submit. When its
 * answer may have been lost (no answer, 502, 503, 504) it is sent again with the same key, at
 * most twice: the service then answers what it did the first time instead of doing it again.
 */
const sendWrite: SessionBaseQuery = async (args, api, extraOptions) => {
  const keyed = withIdempotencyKey(args as FetchArgs);
  let result = await fetchWithBearer(keyed, api, extraOptions);
  for (let retry = 0; retry < MAX_WRITE_RETRIES && shouldRetryWrite(result.error) && !api.signal.aborted; retry++) {
    await wait(retryDelayMs(retry, Math.random, result.meta?.response?.headers.get('Retry-After')), api.signal);
    if (api.signal.aborted) {
      break;
    }
    result = await fetchWithBearer(keyed, api, extraOptions);
  }
  return result;
};

/**
 * fetchBaseQuery plus the global 401 rule of spec section 8: the session is over, so clear it as
 * a logout would; inside /my the page cannot work without it (go to /logout), elsewhere offer
 * the login modal so the visitor can continue where they are. Writes are keyed and retried
 * (sendWrite); reads are retried by the API's retry policy.
 */
export const sessionBaseQuery: SessionBaseQuery = async (args, api, extraOptions) => {
  const result = await (isWrite(args) ? sendWrite : fetchWithBearer)(args, api, extraOptions);
  if (result.error?.status === 401 && !extraOptions?.expectUnauthorized) {
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
