import type { LoggedUser, LoginRequest } from '@lakbay/contracts';
import { api } from '@/lib/api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoggedUser, LoginRequest>({
      query: (credentials) => ({ url: '/auth/login', method: 'POST', body: credentials }),
      // 401 here means a wrong password, not an expired session.
      extraOptions: { expectUnauthorized: true },
    }),
    logout: build.mutation<void, { token: string }>({
      // The token is passed in because the session may already be cleared from the store.
      query: ({ token }) => ({ url: '/auth/logout', method: 'POST', headers: { Authorization: `Bearer ${token}` } }),
      extraOptions: { expectUnauthorized: true },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = authApi;
