import { type Command, ErrorCode, isKeyedWrite } from '@lakbay/contracts';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { PATTERN_HANDLER_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { PatternHandler } from '@nestjs/microservices/enums/pattern-handler.enum.js';
import { type Observable, defer, lastValueFrom } from 'rxjs';
import { type CallContext, currentCall } from '../context';
import { inTransaction } from '../database/in-transaction';
import { PlatformError } from '../errors';
import { fingerprint } from './fingerprint';
import { type IdempotencyClaim, IdempotencyStore } from './idempotency-store';
import { idempotencyKeyHash, openReply, sealReply } from './sealed-reply';

export const WRITE_IN_PROGRESS_MESSAGE =
  'This change is still being saved. Ask again shortly with the same Idempotency-Key for its outcome.';

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for each new request; reuse a key only to retry the same request.';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/**
 * How long a repeat waits for the key's first attempt to end before it is answered 503
 * WRITE_IN_PROGRESS: long enough for a double click's twin, and well within the BFF's wait for the
 * service (the share of RPC_TIMEOUT_MS that a read waits before it is asked again).
 */
export const inProgressWaitMs = (rpcTimeoutMs: number): number => Math.floor(rpcTimeoutMs * 0.4);

/** The command a request-reply handler serves; undefined for event handlers and anything else. */
export function commandOf(context: ExecutionContext): Command | undefined {
  const handler = context.getHandler();
  if (Reflect.getMetadata(PATTERN_HANDLER_METADATA, handler) !== PatternHandler.MESSAGE) {
    return undefined;
  }
  const patterns = (Reflect.getMetadata(PATTERN_METADATA, handler) ?? []) as { cmd?: unknown }[];
  const cmd = patterns[0]?.cmd;
  return typeof cmd === 'string' ? (cmd as Command) : undefined;
}

/**
 * Makes writes safe to retry. For a write command whose call carries an Idempotency-Key, one
 * transaction claims the key, runs the handler (its EntityManager and its own transactions join
 * this one through MikroORM's transaction context) and stores the reply; a repeat answers the
 * stored reply without running the handler, and a different request under the key gets 422. A
 * repeat while the first attempt still runs waits a while (inProgressWaitMs) for its reply, then
 * gets 503 WRITE_IN_PROGRESS (ask again). A
 * failed handler rolls the claim back with everything else, so its retry runs again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');
  private readonly store: IdempotencyStore;
  private nextSweepAt = 0;

  constructor(
    private readonly orm: MikroORM,
    schema: string,
    private readonly now: () => number = Date.now,
    /** How long a repeat waits for its key's first attempt (inProgressWaitMs of the RPC timeout). */
    private readonly waitForFirstMs = inProgressWaitMs(5000),
  ) {
    this.store = new IdempotencyStore(schema);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const call = currentCall();
    const command = commandOf(context);
    if (!call?.idempotencyKey || !command || !isKeyedWrite(command)) {
      return next.handle();
    }
    return defer(() => this.once(call as CallContext & { idempotencyKey: string }, command, context.switchToRpc().getData(), next));
  }

  private async once(
    call: CallContext & { idempotencyKey: string },
    command: Command,
    payload: unknown,
    next: CallHandler,
  ): Promise<unknown> {
    const key = call.idempotencyKey;
    const claim: IdempotencyClaim = {
      scope: call.userId ?? 'anonymous',
      keyHash: idempotencyKeyHash(key),
      command,
      // Calls that did not come through the BFF have no HTTP request: their payload stands for it.
      fingerprint: call.idempotencyFingerprint ?? fingerprint(command, payload),
    };
    // The handler runs inside: its own inTransaction calls join this one, its events wait for the
    // commit (afterCommit).
    const reply = await inTransaction(
      this.orm.em,
      async (em) => {
        const found = await this.store.claim(em, claim, this.waitForFirstMs);
        if (found === 'in-progress') {
          // Nothing done here: the client asks again and gets the first attempt's stored outcome.
          throw new PlatformError(ErrorCode.WRITE_IN_PROGRESS, WRITE_IN_PROGRESS_MESSAGE);
        }
        if (found === 'taken') {
          return this.replay(em, claim, key);
        }
        const answer: unknown = await lastValueFrom(next.handle(), { defaultValue: undefined });
        await this.store.saveReply(em, claim, sealReply(key, answer));
        return answer;
      },
      { name: command },
    );
    this.sweepNowAndThen();
    return reply;
  }

  private async replay(em: EntityManager, claim: IdempotencyClaim, key: string): Promise<unknown> {
    const stored = await this.store.find(em, claim);
    if (!stored) {
      // Only if the row vanished between the two statements (an expired row swept meanwhile).
      throw PlatformError.unavailable('Please try again.');
    }
    if (stored.fingerprint !== claim.fingerprint) {
      throw new PlatformError(ErrorCode.IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_REUSED_MESSAGE);
    }
    return openReply(key, stored.reply);
  }

  // Expired rows go at most once an hour per process, after a keyed write: a service nobody writes
  // to gains no rows, so it needs no timer (and none outlives the process's database).
  private sweepNowAndThen(): void {
    const now = this.now();
    if (now < this.nextSweepAt) {
      return;
    }
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    void this.sweep();
  }

  /** Deletes the keys past their time to live; answers how many (0 when it could not). */
  async sweep(): Promise<number> {
    try {
      return await this.store.sweep(this.orm.em.fork());
    } catch (err) {
      this.logger.warn(`expired idempotency keys not swept: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    }
  }
}
