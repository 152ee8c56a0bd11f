import type { SearchResult } from '@lakbay/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 3: the two search caches of the store. */
export type SearchCacheName = 'coaches' | 'careers';

/** Spec section 3: what one cache holds. */
export interface SearchCache {
  searchQuery: string;
  searchResults: SearchResult[];
}

export type SearchCacheState = Record<SearchCacheName, SearchCache>;

/** The result type each cache keeps. */
export const CACHED_TYPES: Record<SearchCacheName, SearchResult['type']> = { coaches: 'COACH', careers: 'CAREER' };

const empty: SearchCache = { searchQuery: '', searchResults: [] };

export const initialSearchCacheState: SearchCacheState = { coaches: empty, careers: empty };

/** Spec section 4: a hit only when the stored query equals the new query, character for character. */
export function isSearchCacheHit(cache: SearchCache | undefined, query: string): boolean {
  return cache !== undefined && cache.searchQuery === query;
}

const NO_RESULTS: SearchResult[] = [];

/** Spec section 4: the stored results on a hit; otherwise empty, so the new query goes to the server. */
export function readSearchCache(cache: SearchCache | undefined, query: string): SearchResult[] {
  return cache !== undefined && isSearchCacheHit(cache, query) ? cache.searchResults : NO_RESULTS;
}

/**
 * The 'coaches' and 'careers' caches. Every answer of GET /api/v2/search is split into them: the
 * Coach Connector and Career Explorer groups of the last query. The search box falls back on them
 * when the server fails for a query they hold; pages may read them with `selectCachedSearchResults`.
 */
export const searchCacheSlice = createSlice({
  name: 'search',
  initialState: initialSearchCacheState,
  reducers: {
    searchResultsReceived(state, action: PayloadAction<{ query: string; results: SearchResult[] }>) {
      const { query, results } = action.payload;
      for (const name of Object.keys(CACHED_TYPES) as SearchCacheName[]) {
        state[name] = { searchQuery: query, searchResults: results.filter((result) => result.type === CACHED_TYPES[name]) };
      }
    },
  },
});

export const { searchResultsReceived } = searchCacheSlice.actions;

/** Any root state; `search` is absent until the store registers searchCacheSlice. */
interface WithSearchCache {
  search?: SearchCacheState;
}

export const selectSearchCache = (state: object, name: SearchCacheName): SearchCache | undefined =>
  (state as WithSearchCache).search?.[name];

/** The cached results of `name` for exactly `query`, or [] (spec section 4). */
export const selectCachedSearchResults = (state: object, name: SearchCacheName, query: string): SearchResult[] =>
  readSearchCache(selectSearchCache(state, name), query);
