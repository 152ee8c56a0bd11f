import { ErrorCode, type RequestUser } from '@lakbay/contracts';
import { type Actor, ActorTokens, ServiceClient, ServiceError, updateCall } from '@lakbay/platform';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import { BffError } from '../http/bff-error';
import { BffCaches } from '../cache/bff-caches';

export const EMULATE_HEADER = 'x-emulate-user';
export const EMULATION_ADMINS_ONLY = 'Only admins can act as another user.';
// Session tokens are 32 random bytes in base64url (43 characters); anything else cannot be one.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface HeadersOnly {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Authorization: Bearer <session token>, checked with the users service (kept a short while by
 * BffCaches, dropped on logout and revocation). With
 * `X-Emulate-User: <userId>` an admin acts as that user: request.user is the user, and the admin is
 * kept as request.user.originalUser. Anyone else sending the header gets 403.
 */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(
    private readonly services: ServiceClient,
    private readonly actors: ActorTokens,
    private readonly caches: BffCaches,
  ) {
    super({ passReqToCallback: true });
  }

  async validate(request: HeadersOnly, token: string): Promise<RequestUser | false> {
    if (!TOKEN_SHAPE.test(token)) {
      return false; // 401, as for any token that is not a session, without asking the users service
    }
    let user;
    try {
      user = await this.caches.session(token);
    } catch (err) {
      if (err instanceof ServiceError && err.code === ErrorCode.UNAUTHENTICATED) {
        return false;
      }
      throw err;
    }
    updateCall({ userId: user.id });
    const header = request.headers[EMULATE_HEADER];
    const target = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!target) {
      await this.actAs({ userId: user.id, isAdmin: user.isAdmin });
      return { ...user, originalUser: null };
    }
    if (!user.isAdmin) {
      throw new BffError(ErrorCode.FORBIDDEN, EMULATION_ADMINS_ONLY);
    }
    if (!UUID.test(target)) {
      throw new BffError(ErrorCode.VALIDATION_FAILED, 'X-Emulate-User must be the id of a user.');
    }
    if (target === user.id) {
      await this.actAs({ userId: user.id, isAdmin: user.isAdmin });
      return { ...user, originalUser: null };
    }
    const emulated = await this.services.send('users.get', { userId: target });
    // Services see the emulated user, as the handlers do; the admin is in request.user.
    await this.actAs({ userId: emulated.id, isAdmin: emulated.isAdmin, realAdminId: user.id });
    return { ...emulated, originalUser: user };
  }

  /** Every later service call of this request carries the actor, signed (see ActorTokens). */
  private async actAs(actor: Actor): Promise<void> {
    updateCall({ userId: actor.userId, actor, actorToken: await this.actors.sign(actor) });
  }
}
