import type { LoggedUser, LoginRequest } from '@lakbay/contracts';
import { api } from '@/lib/api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoggedUser, LoginRequest>({
      query: (credentials) => ({ url: '/auth/login', method: 'POST', body: credentials }),
      // 401 here means a wrong password, not an expired session. Not keyed by the service: a
      // log-in whose outcome is unknown is not sent again (the person logs in again).
      extraOptions: { expectUnauthorized: true, unkeyedWrite: true },
    }),
    /** Google Identity Services: the credential (an ID token) of the button. */
    loginGoogle: build.mutation<LoggedUser, { token: string }>({
      query: (body) => ({ url: '/auth/login-google', method: 'POST', body }),
      extraOptions: { expectUnauthorized: true },
    }),
    /** The Google redirect flow: trades the one-time ?googleCode= for the logged user. */
    exchangeGoogleCode: build.mutation<LoggedUser, { code: string }>({
      query: (body) => ({ url: '/auth/google/exchange', method: 'POST', body }),
      extraOptions: { expectUnauthorized: true },
    }),
    logout: build.mutation<void, { token: string }>({
      // The token is passed in because the session may already be cleared from the store.
      query: ({ token }) => ({ url: '/auth/logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
      extraOptions: { expectUnauthorized: true },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useLoginGoogleMutation, useExchangeGoogleCodeMutation } = authApi;
