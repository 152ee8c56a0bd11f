import { type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { RequestUser } from '@lakbay/contracts';

/** Requires a valid bearer session; answers 401 otherwise. */
@Injectable()
export class SessionGuard extends AuthGuard('bearer') {}

/** The caller: the emulated user while an admin emulates one (the admin is in originalUser). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): RequestUser => ctx.switchToHttp().getRequest<{ user: RequestUser }>().user,
);

/** The raw bearer token of the request, for logout. */
export const BearerToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const header = ctx.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>().headers.authorization ?? '';
  return header.replace(/^Bearer\s+/i, '');
});
