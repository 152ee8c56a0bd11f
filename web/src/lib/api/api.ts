import { createAction } from '@reduxjs/toolkit';
import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { shouldRetry } from './retry-policy';
import { sessionBaseQuery } from './session-base-query';

/**
 * The API state a server render read its page with (web/src/entry-server.tsx), embedded in the
 * page and dispatched before the first render (main.tsx): the page's queries find their answers
 * there and are not sent again.
 */
export const serverStateReceived = createAction<unknown>('api/serverStateReceived');

/**
 * The one RTK Query API for the BFF (/api/v2). It starts empty: each feature adds its endpoints
 * with `api.injectEndpoints` from its own api/ folder, and declares the tags it uses here.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(sessionBaseQuery, { retryCondition: shouldRetry }),
  tagTypes: ['Session'],
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) =>
    // RTK Query takes the fulfilled queries of the given state and leaves the rest.
    serverStateReceived.match(action) ? ((action.payload as Record<string, never>)[reducerPath] ?? undefined) : undefined,
});
