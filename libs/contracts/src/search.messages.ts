import type { HealthReply } from './users';

/** Messages the search service answers: command -> [request, reply]. */
export interface SearchMessages {
  'search.health': [Record<string, never>, HealthReply];
}
