import type { HealthReply } from './users';

/** Messages the apprenticeship service answers: command -> [request, reply]. */
export interface ApprenticeshipMessages {
  'apprenticeship.health': [Record<string, never>, HealthReply];
}
