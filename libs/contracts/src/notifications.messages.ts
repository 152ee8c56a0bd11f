import type { HealthReply } from './users';

/** Messages the notifications service answers: command -> [request, reply]. */
export interface NotificationsMessages {
  'notifications.health': [Record<string, never>, HealthReply];
}
