import { hkdfSync, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

/** Who a call acts for, as the BFF established it from the bearer session. */
export interface Actor {
  /** The user the call acts as: the emulated user while an admin emulates one. */
  userId: string;
  /** Whether that user is an admin (false while an admin emulates a non-admin). */
  isAdmin: boolean;
  /** The admin behind the call while they emulate userId; absent otherwise. */
  realAdminId?: string;
}

const ISSUER = 'lakbay-bff';
const AUDIENCE = 'lakbay-services';
/** Long enough for the slowest call chain (RPC_TIMEOUT_MS is at most 120 s), short for a replay. */
const LIFETIME_SECONDS = 300;
/**
 * How long a signed token is handed out again for the same actor: it then has at least 240 s of
 * its 300 left, more than the slowest call chain needs.
 */
export const ACTOR_TOKEN_REUSE_MS = 60_000;
/** Actors (signing) and tokens (verifying) remembered per process. */
const REMEMBERED = 10_000;

/** What ActorTokens' caches count time with (tests give their own). */
export interface ActorClock {
  now(): number;
}

/**
 * The actor travels between processes as a short-lived JWT (jose, HS256) in the `x-actor` header,
 * signed with a key derived from AUTH_SECRET that only the platform's processes hold. The BFF signs
 * it once per request after the bearer check; each service verifies it before any handler runs, so
 * a process that reaches NATS without the secret cannot claim to be a user or an admin.
 */
export class ActorTokens {
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Signing and verifying with jose cost about 100 microseconds each, most of a cached read's time
   * (GET /auth/me signed on every request). A token is reused for the same actor for a minute, and a
   * token verified once is known good until it expires (at most a minute here): neither outlives
   * what the token itself allows, so nothing is accepted that would not be.
   */
  private readonly signed: LRUCache<string, string>;
  private readonly verified: LRUCache<string, Actor>;

  constructor(authSecret: string, clock: ActorClock = performance) {
    const raw = new Uint8Array(hkdfSync('sha256', authSecret, 'lakbay', 'call actor v1', 32));
    // Imported once: jose would import the raw bytes again on every sign and verify.
    this.key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.signed = new LRUCache({ max: REMEMBERED, ttl: ACTOR_TOKEN_REUSE_MS, perf: clock });
    this.verified = new LRUCache({ max: REMEMBERED, perf: clock });
  }

  async sign(actor: Actor): Promise<string> {
    const who = `${actor.userId}|${actor.isAdmin}|${actor.realAdminId ?? ''}`;
    const kept = this.signed.get(who);
    if (kept) {
      return kept;
    }
    const token = await new SignJWT({ adm: actor.isAdmin, ...(actor.realAdminId ? { real: actor.realAdminId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(actor.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${LIFETIME_SECONDS}s`)
      .sign(await this.key);
    this.signed.set(who, token);
    return token;
  }

  /** The actor a token names, or undefined when it is not one the BFF signed or it has expired. */
  async verify(token: string): Promise<Actor | undefined> {
    const known = this.verified.get(token);
    if (known) {
      return { ...known };
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.adm !== 'boolean') {
        return undefined;
      }
      const real = typeof payload.real === 'string' ? payload.real : undefined;
      const actor: Actor = { userId: payload.sub, isAdmin: payload.adm, ...(real ? { realAdminId: real } : {}) };
      // Remembered no longer than the token is valid (exp is required by jwtVerify only when
      // present: a token without one is not remembered).
      const left = typeof payload.exp === 'number' ? payload.exp * 1000 - Date.now() : 0;
      if (left > 0) {
        this.verified.set(token, actor, { ttl: Math.min(left, ACTOR_TOKEN_REUSE_MS) });
      }
      return { ...actor };
    } catch {
      return undefined;
    }
  }
}
