import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { OneTimeToken, type OneTimeTokenPurpose } from '../entities/one-time-token.entity';
import { hashSessionToken, newSessionToken } from './session-token';

/** Single-use secrets (reset links, Google redirect codes): 256 random bits, only the SHA-256 stored. */
@Injectable()
export class OneTimeTokens {
  constructor(private readonly em: EntityManager) {}

  /** Creates a token for the user; flushes. Answers the secret, which is never stored. */
  async issue(userId: string, purpose: OneTimeTokenPurpose, ttlMs: number): Promise<string> {
    const token = newSessionToken();
    this.em.create(OneTimeToken, { userId, purpose, tokenHash: hashSessionToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    await this.em.flush();
    return token;
  }

  /** The unused, unexpired token of that purpose, or null. Does not use it up (see use()). */
  async find(em: EntityManager, token: string, purpose: OneTimeTokenPurpose): Promise<OneTimeToken | null> {
    const found = await em.findOne(OneTimeToken, { tokenHash: hashSessionToken(token), purpose });
    if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) {
      return null;
    }
    return found;
  }

  /** Uses up every unused token of that purpose the user has (a newer one replaces them). */
  async revokeAll(em: EntityManager, userId: string, purpose: OneTimeTokenPurpose): Promise<void> {
    await em.nativeUpdate(OneTimeToken, { userId, purpose, usedAt: null }, { usedAt: new Date() });
  }

  /**
   * Marks the token used, atomically: of two requests racing with one token, exactly one gets
   * true. With `allOfUser`, the user's other tokens of that purpose are used up too.
   */
  async use(em: EntityManager, token: OneTimeToken, allOfUser = false): Promise<boolean> {
    const now = new Date();
    const won = await em.nativeUpdate(OneTimeToken, { id: token.id, usedAt: null }, { usedAt: now });
    if (won === 1 && allOfUser) {
      await em.nativeUpdate(OneTimeToken, { userId: token.userId, purpose: token.purpose, usedAt: null }, { usedAt: now });
    }
    return won === 1;
  }
}
