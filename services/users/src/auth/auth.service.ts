import { EntityManager } from '@mikro-orm/core';
import { ErrorCode, type LoggedUser, type SessionUser } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Session } from '../entities/session.entity';
import { User } from '../entities/user.entity';
import { VerifyCredentialsMessage } from './login-message.dto';
import { PasswordHasher } from './password-hasher';
import { SessionIssuer } from './session-issuer';
import { hashSessionToken } from './session-token';
import { toSessionUser } from './user.mapper';
import { UsersError } from '../common/users-error';

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Checks the password and opens a session. Unknown e-mail and wrong password fail alike. */
  async login(request: VerifyCredentialsMessage): Promise<LoggedUser> {
    // A crowd beyond the hash queue is refused before it costs a database query.
    this.hasher.assertRoom();
    const user = await this.em.findOne(User, { email: normaliseEmail(request.email) });
    const valid = await this.hasher.verify(request.password, user?.passwordHash);
    if (!user || !valid) {
      throw new UsersError(ErrorCode.INVALID_CREDENTIALS, 'Incorrect e-mail or password.');
    }
    return this.sessions.open(user, request);
  }

  /** Resolves a bearer token to its user: unknown, expired and revoked tokens are refused alike. */
  async session(token: string): Promise<SessionUser> {
    const session = await this.em.findOne(Session, { tokenHash: hashSessionToken(token) }, { populate: ['user'] });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
      throw new UsersError(ErrorCode.UNAUTHENTICATED, 'Your session has ended. Please log in again.');
    }
    return toSessionUser(session.user.getEntity(), this.config.http.publicUrl);
  }

  async logout(token: string): Promise<{ revoked: boolean }> {
    const session = await this.em.findOne(Session, { tokenHash: hashSessionToken(token), revokedAt: null });
    if (!session) {
      return { revoked: false };
    }
    session.revokedAt = new Date();
    await this.em.flush();
    return { revoked: true };
  }

  /** The user behind an id, as the BFF's bearer strategy needs it (emulation target). */
  async get(userId: string): Promise<SessionUser> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) {
      throw new UsersError(ErrorCode.NOT_FOUND, 'There is no user with this id.');
    }
    return toSessionUser(user, this.config.http.publicUrl);
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
