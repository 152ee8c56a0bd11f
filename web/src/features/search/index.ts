/** Global search (spec section 2 Search): the navigation bar's box. Its caches are store state (lib/state/search-cache-slice.ts). */
export { SearchBox } from './components/search-box';
