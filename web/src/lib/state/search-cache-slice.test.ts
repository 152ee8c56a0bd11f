import type { SearchResult } from '@lakbay/contracts';
import {
  initialSearchCacheState,
  isSearchCacheHit,
  readSearchCache,
  searchCacheSlice,
  searchResultsReceived,
  selectCachedSearchResults,
} from './search-cache-slice';

const result = (type: SearchResult['type'], title: string): SearchResult => ({
  type,
  title,
  matches: [],
  metadata: { path: `/${type.toLowerCase()}/${title}` },
  path: `/${type.toLowerCase()}/${title}`,
});

const answer = [result('CAREER', 'Software Developer'), result('COACH', 'Demo Koach'), result('VIDEO', 'A day as a developer')];

describe('search caches (spec sections 3 and 4)', () => {
  it('a hit needs the stored query to equal the new query exactly; anything else reads as empty', () => {
    const cache = { searchQuery: 'soft', searchResults: [answer[0]] };
    expect(isSearchCacheHit(cache, 'soft')).toBe(true);
    expect(readSearchCache(cache, 'soft')).toEqual([answer[0]]);

    for (const other of ['sof', 'softw', 'Soft', ' soft', 'soft ', '']) {
      expect(isSearchCacheHit(cache, other)).toBe(false);
      expect(readSearchCache(cache, other)).toEqual([]);
    }
    expect(readSearchCache(undefined, 'soft')).toEqual([]);
  });

  it('an answer fills the coaches cache with its COACH results and the careers cache with its CAREER results', () => {
    const state = searchCacheSlice.reducer(initialSearchCacheState, searchResultsReceived({ query: 'dev', results: answer }));
    expect(state.coaches).toEqual({ searchQuery: 'dev', searchResults: [answer[1]] });
    expect(state.careers).toEqual({ searchQuery: 'dev', searchResults: [answer[0]] });

    const root = { search: state };
    expect(selectCachedSearchResults(root, 'careers', 'dev')).toEqual([answer[0]]);
    expect(selectCachedSearchResults(root, 'coaches', 'dev')).toEqual([answer[1]]);
    // A new query misses, so it goes to the server.
    expect(selectCachedSearchResults(root, 'careers', 'deve')).toEqual([]);
  });

  it('a newer answer replaces both caches, even when it holds nothing of one type', () => {
    const first = searchCacheSlice.reducer(initialSearchCacheState, searchResultsReceived({ query: 'dev', results: answer }));
    const second = searchCacheSlice.reducer(first, searchResultsReceived({ query: 'koach', results: [answer[1]] }));
    expect(second.careers).toEqual({ searchQuery: 'koach', searchResults: [] });
    expect(readSearchCache(second.careers, 'dev')).toEqual([]);
    expect(readSearchCache(second.coaches, 'koach')).toEqual([answer[1]]);
  });

  it('reads as empty while the store has no search caches registered', () => {
    expect(selectCachedSearchResults({ appState: {} }, 'coaches', 'dev')).toEqual([]);
  });
});
