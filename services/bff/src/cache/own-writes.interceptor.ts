import type { RequestUser } from '@lakbay/contracts';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type Observable, tap } from 'rxjs';
import { BffCaches } from './bff-caches';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Writes that may change public content answers: admin routes and event registrations.
const CONTENT_WRITES = /^\/api\/v2\/(admin\/|events\/)/;
// Bookings (create, reschedule, cancel, review, no-show) change scheduling's answers, never a
// user or a coach profile: they keep the coach directory and the caller's contact and session that
// the next booking reads (a Kadet's five tries at one slot ask users once, not once per try).
const SCHEDULING_ONLY_WRITES = /^\/api\/v2\/bookings(\/|\?|$)/;

/**
 * Read-your-writes on this replica: the owners' broadcasts reach every BFF, but in distributed mode
 * a broadcast and the write's reply travel on different connections. So a write through this BFF
 * also drops, before its answer leaves, the caller's cached session and contact (not for a booking,
 * which changes no user), the coach pages (a booking: only their scheduling part) and (for admin and registration writes) the cached content answers here.
 */
@Injectable()
export class OwnWritesInterceptor implements NestInterceptor {
  constructor(private readonly caches: BffCaches) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') {
      return next.handle();
    }
    const request = context.switchToHttp().getRequest<{ method: string; url: string; user?: RequestUser }>();
    if (READS.has(request.method)) {
      return next.handle();
    }
    const schedulingOnly = SCHEDULING_ONLY_WRITES.test(request.url);
    const forget = () => {
      if (request.user && !schedulingOnly) {
        this.caches.forgetSession(request.user.id);
        if (request.user.originalUser) {
          this.caches.forgetSession(request.user.originalUser.id);
        }
      }
      if (schedulingOnly) {
        this.caches.forgetScheduling();
      } else {
        this.caches.forgetCoaches();
      }
      if (CONTENT_WRITES.test(request.url)) {
        this.caches.forgetContent();
      }
    };
    return next.handle().pipe(tap({ next: forget, error: forget }));
  }
}
