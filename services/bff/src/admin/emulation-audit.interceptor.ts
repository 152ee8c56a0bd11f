import type { RequestUser } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type Observable, from, switchMap } from 'rxjs';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write done while an admin emulates a user is recorded before it runs (who, as whom, method
 * and path, when). If the audit log cannot be written, the write is refused (503), never done unrecorded.
 */
@Injectable()
export class EmulationAuditInterceptor implements NestInterceptor {
  constructor(private readonly services: ServiceClient) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') {
      return next.handle();
    }
    const request = context.switchToHttp().getRequest<{ method: string; url: string; user?: RequestUser }>();
    const user = request.user;
    if (!user?.originalUser || READS.has(request.method)) {
      return next.handle();
    }
    const record = this.services.send('users.audit.record', {
      actorId: user.originalUser.id,
      emulatedUserId: user.id,
      action: 'emulated.write',
      method: request.method,
      path: request.url.split('?')[0]?.slice(0, 2048) ?? '',
      details: { username: user.username },
    });
    return from(record).pipe(switchMap(() => next.handle()));
  }
}
