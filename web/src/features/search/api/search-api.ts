import type { SearchResult, SearchResultType } from '@lakbay/contracts';
import { api } from '@/lib/api/api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v2/search?q= (public): at most 15 results, titles deduplicated. Never called with a blank query. */
    globalSearch: build.query<SearchResult[], string>({
      query: (q) => ({ url: '/search', params: { q } }),
      // The box is typed into: a failure shows at once (the next keystroke asks again) rather than
      // leaving "Searching…" up through the retries' back-off.
      extraOptions: { retryCondition: () => false },
    }),
    /** GET /api/v2/search?q=&type=&limit=: one group of the results page, up to 50 results. */
    searchGroup: build.query<SearchResult[], { q: string; type: SearchResultType; limit: number }>({
      query: ({ q, type, limit }) => ({ url: '/search', params: { q, type, limit } }),
    }),
  }),
});

export const { useGlobalSearchQuery, useSearchGroupQuery } = searchApi;
