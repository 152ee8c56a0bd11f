import { EntityManager } from '@mikro-orm/core';
import type { ClientInfo, LoggedUser } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { Session } from '../entities/session.entity';
import type { User } from '../entities/user.entity';
import { signIdToken } from './id-token';
import { SessionInvalidations } from './session-invalidations';
import { hashSessionToken, newSessionToken } from './session-token';
import { toSessionUser } from './user.mapper';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens sessions: log-in, sign-up, Google sign-in all answer the same logged user. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invalidations: SessionInvalidations,
  ) {}

  /** Stores the SHA-256 of a new random token and signs the idToken; flushes. */
  async open(user: User, client: ClientInfo = {}): Promise<LoggedUser> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.config.auth.sessionTtlDays * DAY_MS);
    this.em.create(Session, {
      user,
      tokenHash: hashSessionToken(token),
      expiresAt,
      userAgent: client.userAgent ?? null,
      ip: client.ip ?? null,
    });
    await this.em.flush();
    return {
      ...toSessionUser(user, this.config.http.publicUrl),
      sessionCookie: token,
      idToken: await this.idToken(user, expiresAt),
      isEmulationSession: false,
      originalUser: null,
    };
  }

  idToken(user: User, expiresAt: Date, extra: Record<string, unknown> = {}): Promise<string> {
    return signIdToken(
      { sub: user.id, email: user.email, username: user.username ?? null, isCoach: user.isCoach, isAdmin: user.isAdmin, ...extra },
      this.config.auth.secret,
      expiresAt,
    );
  }

  /** Revokes every open session of a user (password reset). */
  async revokeAll(userId: string, em: EntityManager = this.em): Promise<number> {
    const revoked = await em.nativeUpdate(Session, { user: userId, revokedAt: null }, { revokedAt: new Date() });
    await this.invalidations.changed([userId]);
    return revoked;
  }
}
