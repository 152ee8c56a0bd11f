import type { SearchQueryRequest, SearchResult, SearchStatusReply } from './search';
import type { HealthReply } from './users';

/** Messages the search service answers: command -> [request, reply]. */
export interface SearchMessages {
  'search.health': [Record<string, never>, HealthReply];
  /** Typo-tolerant, prefix-matching search of coaches, careers and videos; duplicate titles removed. */
  'search.query': [SearchQueryRequest, SearchResult[]];
  /** Rebuilds the index: resets the cursors, clears it and pulls every owner's change feed from the start. */
  'search.reindex': [Record<string, never>, SearchStatusReply];
  /** The engine, the number of indexed documents and each owner's cursor. */
  'search.status': [Record<string, never>, SearchStatusReply];
}
