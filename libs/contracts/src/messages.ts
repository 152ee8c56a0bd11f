import type { HealthReply, LoggedUser, SessionTokenRequest, SessionUser, VerifyCredentialsRequest } from './users';
import type { ServiceName } from './services';

/**
 * Every request-reply message: command name -> [request, reply]. The command names are wire
 * protocol between processes: renaming one needs every process redeployed at once, so add a new
 * one and retire the old one instead.
 */
export interface MessageMap {
  'users.health': [Empty, HealthReply];
  'content.health': [Empty, HealthReply];
  'apprenticeship.health': [Empty, HealthReply];
  'scheduling.health': [Empty, HealthReply];
  'search.health': [Empty, HealthReply];
  'notifications.health': [Empty, HealthReply];
  /** Checks e-mail and password and opens a session. Fails with INVALID_CREDENTIALS. */
  'users.auth.login': [VerifyCredentialsRequest, LoggedUser];
  /** Resolves a bearer token to its user. Fails with UNAUTHENTICATED when unknown, expired or revoked. */
  'users.auth.session': [SessionTokenRequest, SessionUser];
  /** Revokes the session of a bearer token. Idempotent. */
  'users.auth.logout': [SessionTokenRequest, { revoked: boolean }];
}

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
