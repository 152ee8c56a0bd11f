/**
 * Broadcasts: notices every subscribing process receives (each BFF replica, not one of a queue
 * group), for dropping what they cached. They are not durable: a process that was cut off from
 * NATS drops everything it cached when it is connected again (libs/platform/src/broadcast).
 */
export interface BroadcastMap {
  /** Content committed a write touching these kinds (career, video, job, event, faq, resource). */
  'content.invalidated': { kinds: string[] };
  /** What these users' sessions resolve to changed: logout, revocation, password, roles, profile. */
  'users.sessions.invalidated': { userIds: string[] };
  /** The users service changed coach profiles (the coach list and pages). */
  'users.coaches.invalidated': Record<string, never>;
  /** Scheduling committed a change (trainings, windows, bookings, reviews). */
  'scheduling.invalidated': Record<string, never>;
  /** The search index applied changes. */
  'search.invalidated': Record<string, never>;
}

export type BroadcastTopic = keyof BroadcastMap;
