import { type EventMap, type EventName, eventPattern } from '@lakbay/contracts';
import { EVENT_DATA_CLASS } from '@lakbay/contracts/events.dto';
import { Logger } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { payloadRefusal } from '../errors/payload-refusal';

/** What a handler of event E looks like: it takes E's payload and answers nothing. */
type EventHandlerOf<E extends EventName> = (payload: EventMap[E], ...rest: never[]) => void | Promise<void>;

const logger = new Logger('Events');

/**
 * Marks a method as the handler of event E (Nest's @EventPattern with our object pattern). A method
 * whose payload is not E's fails type-checking, as emitEvent's payload does at the sender. A payload
 * that fails E's class (EVENT_DATA_CLASS) is logged and dropped: the handler does not run and
 * nothing is thrown, since no one waits for an answer.
 */
export function HandlesEvent<E extends EventName>(event: E) {
  return <H extends EventHandlerOf<E>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    const handler = descriptor.value as H;
    const checked = function (this: unknown, payload: unknown, ...rest: never[]): void | Promise<void> {
      const refusal = payloadRefusal(EVENT_DATA_CLASS[event], payload);
      if (refusal !== undefined) {
        logger.warn(`Event ${event} dropped, its payload is not valid: ${refusal}`);
        return undefined;
      }
      return handler.call(this, payload as EventMap[E], ...rest);
    };
    // Metadata that decorators applied before this one put on the method stays with it.
    for (const metadataKey of Reflect.getOwnMetadataKeys(handler)) {
      Reflect.defineMetadata(metadataKey, Reflect.getOwnMetadata(metadataKey, handler), checked);
    }
    Object.defineProperty(checked, 'name', { value: handler.name });
    descriptor.value = checked as H;
    EventPattern(eventPattern(event))(target, key, descriptor);
  };
}
