/** Global search (spec section 2 Search): the navigation bar's box and the store's search caches. */
export { SearchBox } from './components/search-box';
export {
  isSearchCacheHit,
  readSearchCache,
  searchCacheSlice,
  searchResultsReceived,
  selectCachedSearchResults,
  selectSearchCache,
  type SearchCache,
  type SearchCacheName,
  type SearchCacheState,
} from './state/search-cache-slice';
