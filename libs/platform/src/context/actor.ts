import { hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

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
 * The actor travels between processes as a short-lived JWT (jose, HS256) in the `x-actor` header,
 * signed with a key derived from AUTH_SECRET that only the platform's processes hold. The BFF signs
 * it once per request after the bearer check; each service verifies it before any handler runs, so
 * a process that reaches NATS without the secret cannot claim to be a user or an admin.
 */
export class ActorTokens {
  private readonly key: Uint8Array;

  constructor(authSecret: string) {
    this.key = new Uint8Array(hkdfSync('sha256', authSecret, 'lakbay', 'call actor v1', 32));
  }

  sign(actor: Actor): Promise<string> {
    return new SignJWT({ adm: actor.isAdmin, ...(actor.realAdminId ? { real: actor.realAdminId } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(actor.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${LIFETIME_SECONDS}s`)
      .sign(this.key);
  }

  /** The actor a token names, or undefined when it is not one the BFF signed or it has expired. */
  async verify(token: string): Promise<Actor | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.adm !== 'boolean') {
        return undefined;
      }
      const real = typeof payload.real === 'string' ? payload.real : undefined;
      return { userId: payload.sub, isAdmin: payload.adm, ...(real ? { realAdminId: real } : {}) };
    } catch {
      return undefined;
    }
  }
}
