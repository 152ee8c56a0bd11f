import type { SessionUser } from '@lakbay/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';

/** After SessionGuard: lets only admins (isAdmin) through; others get 403. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    if (!user?.isAdmin) {
      throw new ForbiddenException('Only admins can do this.');
    }
    return true;
  }
}
