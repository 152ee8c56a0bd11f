import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { Observable, tap } from 'rxjs';
import { runAsService } from '../logging';
import { type RpcOutcome, observeRpcHandled, rpcOutcomeOf, secondsSince } from './rpc-metrics';

/** The command or event name of a handler's pattern ({cmd} or {event}), never the namespaced subject. */
function commandOf(context: ExecutionContext): string {
  const patterns = Reflect.getMetadata(PATTERN_METADATA, context.getHandler()) as unknown[] | undefined;
  const first = patterns?.[0] as { cmd?: unknown; event?: unknown } | string | undefined;
  if (typeof first === 'string') {
    return first;
  }
  const name = first?.cmd ?? first?.event;
  return typeof name === 'string' ? name : 'unknown';
}

/**
 * Times every message a service handles (lakbay_rpc_server_duration_seconds), runs the handler as
 * that service's work, so its log lines name it in a standalone process, and writes one debug line
 * per message. Goes after CallContextInterceptor, so the line carries the request id.
 */
@Injectable()
export class RpcObserverInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Rpc');

  constructor(private readonly service: string) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const command = commandOf(context);
    const started = process.hrtime.bigint();
    const done = (outcome: RpcOutcome) => {
      const seconds = secondsSince(started);
      observeRpcHandled(this.service, command, outcome, seconds);
      const durationMs = Math.round(seconds * 10000) / 10;
      this.logger.debug(`${command} ${outcome} ${durationMs} ms`, { command, outcome, durationMs });
    };
    return new Observable((subscriber) =>
      runAsService(this.service, () =>
        next
          .handle()
          .pipe(tap({ error: (err: unknown) => done(rpcOutcomeOf(err, 'error')), complete: () => done('ok') }))
          .subscribe(subscriber),
      ),
    );
  }
}
