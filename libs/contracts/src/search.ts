import type { SearchResultType } from './changes';

/** Longer queries are refused with 400 (GET /api/v2/search). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** The autocomplete shows at most this many results (spec section 9). */
export const SEARCH_MAX_RESULTS = 15;

/** The services whose change feeds (`<owner>.changes`, `<owner>.changed`) the search index follows. */
export const SEARCH_OWNERS = ['content', 'users'] as const;
export type SearchOwner = (typeof SEARCH_OWNERS)[number];

/** Where a query matched: the field, its value and the matched character ranges. */
export interface SearchMatch {
  /** `title`, or the name of another field of the record (summary, category, speaker...). */
  key: string;
  value: string;
  /** Inclusive [start, end] UTF-16 character positions in value, ascending, as Fuse.js gives them. */
  indices: Array<[number, number]>;
}

/** One search result (spec section 3): what the autocomplete shows and where it links. */
export interface SearchResult {
  type: SearchResultType;
  title: string;
  matches: SearchMatch[];
  metadata: { path: string };
  path: string;
}

export interface SearchQueryRequest {
  /** 1 to SEARCH_QUERY_MAX_LENGTH characters. */
  q: string;
  /** At most this many results, 1 to 50 (SEARCH_MAX_RESULTS by default). */
  limit?: number;
  /** Only these types (all when omitted). */
  types?: SearchResultType[];
}

export interface SearchOwnerSync {
  /** The owner's change-feed position the index has applied. */
  cursor: number;
  /** Why the last pull failed (the owner was unreachable, say); absent when it succeeded. */
  error?: string;
}

export interface SearchStatusReply {
  engine: 'embedded' | 'meilisearch';
  documents: number;
  owners: Record<SearchOwner, SearchOwnerSync>;
}
