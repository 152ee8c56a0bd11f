import type { ClientConfig } from '@lakbay/contracts';
import { api } from './api';

/** GET /api/v2/client-config: the run-time settings of the SPA (analytics key, Google client id, version). */
export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientConfig: build.query<ClientConfig, void>({
      query: () => '/client-config',
      // Public: a 401 here says nothing about the session, so it must not end it.
      extraOptions: { expectUnauthorized: true },
    }),
  }),
});

export const { useGetClientConfigQuery } = clientConfigApi;
