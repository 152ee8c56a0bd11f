import { randomUUID } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { callFromHeaders, runInCall } from './call-context';

/** What NATS (MsgHdrs) and the in-process bus (a plain record) hand a handler as headers. */
type Headers = { get(name: string): string } | Record<string, string> | undefined;

function headerReader(headers: Headers): (name: string) => string | undefined {
  if (!headers) {
    return () => undefined;
  }
  if (typeof headers.get === 'function') {
    const get = headers.get.bind(headers) as (name: string) => string;
    return (name) => get(name) || undefined;
  }
  const record = headers as Record<string, string>;
  return (name) => record[name];
}

/**
 * Runs every message handler of a service inside the call that sent it (request id, user,
 * idempotency key from the transport headers), so logs, outbox rows and further calls carry it.
 */
@Injectable()
export class CallContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc().getContext<{ getArgByIndex?: (i: number) => unknown }>();
    const call = callFromHeaders(headerReader(rpc.getArgByIndex?.(1) as Headers), randomUUID);
    return new Observable((subscriber) => runInCall(call, () => next.handle().subscribe(subscriber)));
  }
}
