import { CALL_HEADERS, updateCall } from '@lakbay/platform';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { WRITE_METHODS, idempotencyKeyOf, requestFingerprint } from './idempotency-key';

/**
 * Puts a write's Idempotency-Key and the fingerprint of its request into the call, so every
 * write command it sends carries them and the owning service can store or replay the outcome.
 */
@Injectable()
export class IdempotencyKeyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') {
      return next.handle();
    }
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!WRITE_METHODS.has(request.method)) {
      return next.handle();
    }
    const key = idempotencyKeyOf(request.headers[CALL_HEADERS.idempotencyKey]);
    if (key) {
      updateCall({
        idempotencyKey: key,
        idempotencyFingerprint: requestFingerprint({
          method: request.method,
          url: request.url,
          body: request.body,
          multipart: request.isMultipart(),
        }),
      });
    }
    return next.handle();
  }
}
