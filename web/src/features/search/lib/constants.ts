import type { SearchResultType } from '@lakbay/contracts';
import { PATHS } from '@/lib/paths';

// libs/contracts/src/search.ts is plain data (constants and types only), so its limits are shared as is.
export { SEARCH_MAX_RESULTS, SEARCH_QUERY_MAX_LENGTH } from '../../../../../libs/contracts/src/search';

/** Spec section 9: the request waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec sections 7 and 9: 'Received Search Result' goes out this long after the results arrive. */
export const RECEIVED_EVENT_DELAY_MS = 2000;

export const RECEIVED_SEARCH_RESULT_EVENT = 'Received Search Result';
export const CLICKED_SEARCH_RESULT_EVENT = 'Clicked Search Result';

/** Spec section 2: the group each result type is shown under, in display order. */
export const RESULT_GROUPS: ReadonlyArray<{ type: SearchResultType; label: string }> = [
  { type: 'VIDEO', label: 'Videos' },
  { type: 'COACH', label: 'Coach Connector' },
  { type: 'CAREER', label: 'Career Explorer' },
];

export interface SearchHint {
  /** Its words in the interface's language: common's search.hints.<key>. */
  key: 'videos' | 'careers' | 'coaches';
  /** The English words (the default language). */
  label: string;
  path: string;
}

/** Spec section 2: three default suggestions for an empty query or no results, one targeting /videos. */
export const SEARCH_HINTS: readonly SearchHint[] = [
  { key: 'videos', label: 'Watch career videos', path: PATHS.videos },
  { key: 'careers', label: 'Explore careers', path: PATHS.careers },
  { key: 'coaches', label: 'Find a coach', path: PATHS.coaches },
];
