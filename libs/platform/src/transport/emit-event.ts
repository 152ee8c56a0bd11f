import { type EventMap, type EventName, eventPattern } from '@lakbay/contracts';
import type { ClientProxy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';

/**
 * Sends event E with its payload, typed by EventMap as @HandlesEvent is at the receiver. Resolves
 * once the transport took it; no one answers an event.
 */
export async function emitEvent<E extends EventName>(client: ClientProxy, event: E, payload: EventMap[E]): Promise<void> {
  await lastValueFrom(client.emit(eventPattern(event), payload), { defaultValue: undefined });
}
