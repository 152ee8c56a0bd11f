import type { ApprenticeshipMessages } from './apprenticeship.messages';
import type { ContentMessages } from './content.messages';
import type { NotificationsMessages } from './notifications.messages';
import type { OutboxMessages } from './outbox.messages';
import type { SchedulingMessages } from './scheduling.messages';
import type { SearchMessages } from './search.messages';
import type { ServiceName } from './services';
import type { UsersMessages } from './users.messages';

/**
 * Every request-reply message: command name -> [request, reply], one interface per service in its
 * own file. Command names are wire protocol between processes: renaming one needs every process
 * redeployed at once, so add a new one and retire the old one instead.
 */
export interface MessageMap
  extends
    UsersMessages,
    ContentMessages,
    ApprenticeshipMessages,
    SchedulingMessages,
    SearchMessages,
    NotificationsMessages,
    OutboxMessages {}

export type Empty = Record<string, never>;
export type Command = keyof MessageMap;
export type RequestOf<C extends Command> = MessageMap[C][0];
export type ReplyOf<C extends Command> = MessageMap[C][1];

/**
 * The NestJS message pattern of a command. Object patterns, not strings: Nest's router tries
 * JSON.parse on every string pattern, which costs ~13% CPU per in-process request (toolchain.md).
 */
export interface CommandPattern<C extends Command = Command> {
  cmd: C;
}
export const pattern = <C extends Command>(cmd: C): CommandPattern<C> => ({ cmd });

export const healthCommand = (service: ServiceName): Command => `${service}.health`;
