import { type Command, type ReplyOf, type RequestOf, pattern } from '@lakbay/contracts';
import { MessagePattern } from '@nestjs/microservices';

/** What a handler of C looks like: it takes C's request (or the class validating it) and answers C's reply. */
type HandlerOf<C extends Command> = (payload: RequestOf<C>, ...rest: never[]) => ReplyOf<C> | Promise<ReplyOf<C>>;

/**
 * Marks a method as the handler of the command C (Nest's @MessagePattern with our object pattern).
 * A method whose payload or reply is not C's fails type-checking, so a handler cannot answer one
 * command with another's types.
 */
export function Handles<C extends Command>(cmd: C) {
  return <H extends HandlerOf<C>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    MessagePattern(pattern(cmd))(target, key, descriptor);
  };
}
