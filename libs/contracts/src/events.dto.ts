/**
 * The payload of each event in EventMap, as validation classes: @HandlesEvent checks a payload
 * before its handler runs, and logs and drops one that fails (EVENT_DATA_CLASS).
 *
 * Not exported from index.ts on purpose (class-validator stays out of the SPA): import this file by path.
 */
import { IsInt, Min } from 'class-validator';
import type { ChangedEvent } from './changes';
import type { EventMap, EventName } from './events';

export class ChangedEventData implements ChangedEvent {
  @IsInt()
  @Min(0)
  seq!: number;
}

/** The validation class of each event's payload; an event missing here fails type-checking. */
export const EVENT_DATA_CLASS: { [E in EventName]: new () => EventMap[E] } = {
  'content.changed': ChangedEventData,
  'users.changed': ChangedEventData,
};
