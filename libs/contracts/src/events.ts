import type { ChangedEvent } from './changes';

/**
 * Fire-and-forget events: name -> payload. Every subscribing service gets each event once (one
 * replica per service). Events are nudges, not the record: durable facts live in change feeds.
 * Renaming one needs every process redeployed at once. Senders emit with emitEvent and receivers
 * take them with @HandlesEvent (libs/platform/src/transport), both typed by this map; each payload
 * has a validation class in events.dto.ts, checked before the handler runs.
 */
export interface EventMap {
  'content.changed': ChangedEvent;
  'users.changed': ChangedEvent;
}
export type EventName = keyof EventMap;
export type PayloadOf<E extends EventName> = EventMap[E];

export interface EventPattern<E extends EventName = EventName> {
  event: E;
}
export const eventPattern = <E extends EventName>(event: E): EventPattern<E> => ({ event });
