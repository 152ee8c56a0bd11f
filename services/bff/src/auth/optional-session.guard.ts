import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * A bearer session when the request carries one (an invalid one is still 401), none otherwise:
 * for routes that also accept a signed e-mail link instead of a log-in.
 */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('bearer') {
  override canActivate(context: ExecutionContext) {
    const headers = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>().headers;
    return headers.authorization ? super.canActivate(context) : true;
  }
}
