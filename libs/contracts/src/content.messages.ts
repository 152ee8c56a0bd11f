import type { ChangesReply, ChangesRequest } from './changes';
import type { HealthReply } from './users';

/** Messages the content service answers: command -> [request, reply]. */
export interface ContentMessages {
  'content.health': [Record<string, never>, HealthReply];
  /** The change feed of careers and videos (see changes.ts). */
  'content.changes': [ChangesRequest, ChangesReply];
}
