import { ErrorCode, type SessionUser } from '@lakbay/contracts';
import { ADMINS_ONLY } from '@lakbay/platform';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { BffError } from '../http/bff-error';

export { ADMINS_ONLY };

/**
 * After SessionGuard: lets only admins (isAdmin) through; others get 403. While an admin emulates
 * a user, the request is the user's, so admin routes answer 403 until emulation stops.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    if (!user?.isAdmin) {
      throw new BffError(ErrorCode.FORBIDDEN, ADMINS_ONLY);
    }
    return true;
  }
}
