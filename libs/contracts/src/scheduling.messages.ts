import type { HealthReply } from './users';

/** Messages the scheduling service answers: command -> [request, reply]. */
export interface SchedulingMessages {
  'scheduling.health': [Record<string, never>, HealthReply];
}
