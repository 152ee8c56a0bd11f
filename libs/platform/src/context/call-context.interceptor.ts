import { randomUUID } from 'node:crypto';
import { ErrorCode, isAdminCommand } from '@lakbay/contracts';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { Observable, type Subscription } from 'rxjs';
import { PlatformError } from '../errors/service-error';
import { registeredCounter } from '../metrics/registry';
import { DEADLINE_HEADER, PAST_DEADLINE, isPastDeadline } from '../transport/deadline';
import type { ActorTokens } from './actor';
import { type CallContext, callFromHeaders, currentCall, runInCall } from './call-context';

/** The same words as the BFF's AdminGuard: a caller cannot tell which of the two refused. */
export const ADMINS_ONLY = 'Only admins can do this.';

const pastDeadline = registeredCounter(
  'lakbay_rpc_past_deadline_total',
  'Requests a domain service did not handle because their caller had stopped waiting (X-Deadline), by command',
  ['command'],
);

/** What NATS (MsgHdrs) and the in-process bus (a plain record) hand a handler as headers. */
type Headers = { get(name: string): string } | Record<string, string> | undefined;

function headerReader(headers: Headers): (name: string) => string | undefined {
  if (!headers) {
    return () => undefined;
  }
  if (typeof headers.get === 'function') {
    const get = headers.get.bind(headers);
    return (name) => get(name) || undefined;
  }
  const record = headers as Record<string, string>;
  return (name) => record[name];
}

/** The command or event name of a handler's pattern ({cmd} or {event}). */
function commandOf(context: ExecutionContext): string | undefined {
  const patterns = Reflect.getMetadata(PATTERN_METADATA, context.getHandler()) as { cmd?: unknown }[] | undefined;
  const cmd = patterns?.[0]?.cmd;
  return typeof cmd === 'string' ? cmd : undefined;
}

/**
 * Runs every message handler of a service inside the call that sent it (request id, actor,
 * idempotency key from the transport headers), so logs, outbox rows and further calls carry it.
 * A request taken up after its deadline (X-Deadline, transport/deadline.ts: reads) is answered 503
 * without running its handler.
 * The actor counts only when its token verifies (signed by the BFF, not expired); an admin command
 * (isAdminCommand) without a verified admin actor is refused with 403 before its handler runs.
 */
@Injectable()
export class CallContextInterceptor implements NestInterceptor {
  constructor(private readonly actors: ActorTokens) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc().getContext<{ getArgByIndex?: (i: number) => unknown }>();
    const header = headerReader(rpc.getArgByIndex?.(1) as Headers);
    const call = callFromHeaders(header, randomUUID);
    const command = commandOf(context);
    // A request (never an event) whose caller has stopped waiting: its answer would be dropped, so
    // its work is not done. (ServiceClient sends a deadline with reads only: deadline.ts.)
    if (command && isPastDeadline(header(DEADLINE_HEADER))) {
      pastDeadline.inc({ command });
      return new Observable((subscriber) => subscriber.error(PlatformError.unavailable(PAST_DEADLINE)));
    }
    return new Observable((subscriber) => {
      let inner: Subscription | undefined;
      const run = async (): Promise<void> => {
        await this.verify(call);
        if (command && isAdminCommand(command) && !call.actor?.isAdmin) {
          subscriber.error(new PlatformError(ErrorCode.FORBIDDEN, ADMINS_ONLY));
        } else if (!subscriber.closed) {
          inner = runInCall(call, () => next.handle().subscribe(subscriber));
        }
      };
      run().catch((err: unknown) => subscriber.error(err));
      return () => inner?.unsubscribe();
    });
  }

  private async verify(call: CallContext): Promise<void> {
    if (!call.actorToken) {
      return;
    }
    const actor = await this.actors.verify(call.actorToken);
    if (actor) {
      call.actor = actor;
      call.userId = actor.userId;
    } else {
      // Not the BFF's: neither trusted here nor passed on.
      delete call.actorToken;
    }
  }
}

/**
 * For admin messages that name their admin (actorId, recorded as reviewer or in an audit trail):
 * that admin must be the actor the BFF signed for this call, so nobody can act, or be recorded,
 * under another admin's name. 403 otherwise.
 */
export function assertSignedActor(actorId: string): void {
  if (currentCall()?.actor?.userId !== actorId) {
    throw new PlatformError(ErrorCode.FORBIDDEN, ADMINS_ONLY);
  }
}
