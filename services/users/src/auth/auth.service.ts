import { EntityManager } from '@mikro-orm/core';
import { ErrorCode, type LoggedUser, type SessionUser } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, ServiceError } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Session } from '../entities/session.entity';
import { User } from '../entities/user.entity';
import { VerifyCredentialsMessage } from './login-message.dto';
import { signIdToken } from './id-token';
import { decoyHash, verifyPassword } from './password-hasher';
import { hashSessionToken, newSessionToken } from './session-token';
import { toSessionUser } from './user.mapper';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Checks the password and opens a session. Unknown e-mail and wrong password fail alike. */
  async login(request: VerifyCredentialsMessage): Promise<LoggedUser> {
    const user = await this.em.findOne(User, { email: normaliseEmail(request.email) });
    const valid = await verifyPassword(request.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !user.passwordHash || !valid) {
      throw new ServiceError(401, ErrorCode.INVALID_CREDENTIALS, 'Incorrect e-mail or password.');
    }
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.config.auth.sessionTtlDays * DAY_MS);
    this.em.create(Session, {
      user,
      tokenHash: hashSessionToken(token),
      expiresAt,
      userAgent: request.userAgent ?? null,
      ip: request.ip ?? null,
    });
    await this.em.flush();
    const idToken = await signIdToken(
      { sub: user.id, email: user.email, username: user.username ?? null, isCoach: user.isCoach, isAdmin: user.isAdmin },
      this.config.auth.secret,
      expiresAt,
    );
    return {
      ...toSessionUser(user),
      sessionCookie: token,
      idToken,
      isEmulationSession: false,
      originalUser: null,
    };
  }

  /** Resolves a bearer token to its user: unknown, expired and revoked tokens are refused alike. */
  async session(token: string): Promise<SessionUser> {
    const session = await this.em.findOne(Session, { tokenHash: hashSessionToken(token) }, { populate: ['user'] });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
      throw new ServiceError(401, ErrorCode.UNAUTHENTICATED, 'Your session has ended. Please log in again.');
    }
    return toSessionUser(session.user.getEntity());
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
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
