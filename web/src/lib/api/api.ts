import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { shouldRetry } from './retry-policy';
import { sessionBaseQuery } from './session-base-query';

/**
 * The one RTK Query API for the BFF (/api/v2). It starts empty: each feature adds its endpoints
 * with `api.injectEndpoints` from its own api/ folder, and declares the tags it uses here.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(sessionBaseQuery, { retryCondition: shouldRetry }),
  tagTypes: ['Session'],
  endpoints: () => ({}),
});
