import type { ChangesReply, ChangesRequest } from './changes';
import type { HealthReply, LoggedUser, SessionTokenRequest, SessionUser, VerifyCredentialsRequest } from './users';

/** Messages the users service answers: command -> [request, reply]. */
export interface UsersMessages {
  'users.health': [Record<string, never>, HealthReply];
  /** Checks e-mail and password and opens a session. Fails with INVALID_CREDENTIALS. */
  'users.auth.login': [VerifyCredentialsRequest, LoggedUser];
  /** Resolves a bearer token to its user. Fails with UNAUTHENTICATED when unknown, expired or revoked. */
  'users.auth.session': [SessionTokenRequest, SessionUser];
  /** Revokes the session of a bearer token. Idempotent. */
  'users.auth.logout': [SessionTokenRequest, { revoked: boolean }];
  /** The change feed of coach profiles (see changes.ts). */
  'users.changes': [ChangesRequest, ChangesReply];
}
