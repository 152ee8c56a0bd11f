import { type Command, ErrorCode, type ReplyOf, type RequestOf, isReadCommand, pattern, timeoutOf } from '@lakbay/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config';
import { assertOutsideTransaction } from '../database/in-transaction';
import { PlatformError, ServiceError, isServiceErrorPayload } from '../errors';
import { observeRpcCall } from '../metrics';
import { PAST_DEADLINE, withDeadline } from './deadline';
import { type Attempt, firstAnswer, isNoResponders, isUncertainDelivery, sendAttempt, settledWithin } from './rpc-attempt';
import { TransportDownError } from './nats-resilience';

export const TRANSPORT_CLIENT = Symbol('TRANSPORT_CLIENT');

// After "nobody listens" (the only replica restarting, a subscription not yet renewed), a read
// waits this long, at most, before it asks once more.
const NO_RESPONDERS_PAUSE_MS = 250;

/**
 * Typed request-reply to the domain services. A reply that does not come within RPC_TIMEOUT_MS,
 * or a service nobody serves, becomes a 503 ServiceError: callers never hang.
 *
 * In distributed mode a read (isReadCommand) with no answer within RPC_READ_ATTEMPT_MS is sent
 * once more, and whichever attempt answers first wins: NATS queue groups route the second to a
 * live replica when the first went to one that died. A write is never resent; when its outcome
 * cannot be known (no answer in time, connection lost after sending) the 503 says so. Each read
 * carries its deadline (X-Deadline, deadline.ts): one taken up after it is not handled.
 */
@Injectable()
export class ServiceClient {
  private readonly logger = new Logger(ServiceClient.name);

  constructor(
    @Inject(TRANSPORT_CLIENT) private readonly client: ClientProxy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send<C extends Command>(cmd: C, data: RequestOf<C>, timeoutMs = timeoutOf(cmd, this.config.rpcTimeoutMs)): Promise<ReplyOf<C>> {
    assertOutsideTransaction(`ServiceClient.send('${cmd}')`);
    const read = isReadCommand(cmd);
    try {
      // In standalone mode every request reaches its handler in this process: asking again could
      // only run a slow read twice.
      const hedged = read && this.config.mode !== 'standalone';
      const send = () => (hedged ? this.read(cmd, data, timeoutMs) : firstValueFrom(this.request(cmd, data, timeoutMs)));
      // A read carries the moment this caller stops waiting: a service that takes it up later does
      // not run it (deadline.ts). A write does not: taken up late it is still made, as its caller
      // was told its outcome is unknown and checks (or repeats it under the same Idempotency-Key).
      const reply = read ? withDeadline(Date.now() + timeoutMs, send) : send();
      return await observeRpcCall(cmd, reply);
    } catch (err) {
      throw this.toServiceError(cmd, err, read, timeoutMs);
    }
  }

  private request<C extends Command>(cmd: C, data: RequestOf<C>, timeoutMs: number) {
    return this.client.send<ReplyOf<C>, RequestOf<C>>(pattern(cmd), data).pipe(timeout(timeoutMs));
  }

  private async read<C extends Command>(cmd: C, data: RequestOf<C>, timeoutMs: number): Promise<ReplyOf<C>> {
    const deadline = Date.now() + timeoutMs;
    const first = sendAttempt(this.request(cmd, data, timeoutMs));
    const attempts: Attempt<ReplyOf<C>>[] = [first];
    try {
      const early = await settledWithin(first.reply, this.readAttemptMs(timeoutMs));
      if (early.status === 'fulfilled') {
        return early.value;
      }
      if (early.status === 'rejected') {
        if (!isNoResponders(early.reason)) {
          throw early.reason;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(NO_RESPONDERS_PAUSE_MS, Math.max(0, deadline - Date.now()))));
        if (deadline - Date.now() <= 0) {
          throw early.reason;
        }
        return await firstValueFrom(this.request(cmd, data, deadline - Date.now()));
      }
      // No answer yet: the replica it went to may be gone. The first attempt stays in the race.
      this.logger.debug(`${cmd}: no answer within ${this.readAttemptMs(timeoutMs)} ms, asking again`);
      attempts.push(sendAttempt(this.request(cmd, data, Math.max(1, deadline - Date.now()))));
      return await firstAnswer(attempts.map((a) => a.reply));
    } finally {
      for (const attempt of attempts) {
        attempt.cancel();
      }
    }
  }

  // RPC_READ_ATTEMPT_MS for the configured timeout; the same share of a caller's own timeout.
  private readAttemptMs(timeoutMs: number): number {
    const share = (this.config.rpcReadAttemptMs ?? this.config.rpcTimeoutMs * 0.4) / this.config.rpcTimeoutMs;
    return Math.max(1, Math.floor(timeoutMs * share));
  }

  private toServiceError(cmd: Command, given: unknown, read: boolean, timeoutMs: number): ServiceError {
    // The service took the read up after its deadline, and said so before this caller's own timer
    // fired: the same outcome as that timer's.
    const err = isServiceErrorPayload(given) && given.message === PAST_DEADLINE ? new TimeoutError() : given;
    if (isServiceErrorPayload(err)) {
      return ServiceError.fromPayload(err);
    }
    const service = cmd.split('.')[0];
    if (!read && isUncertainDelivery(err)) {
      this.logger.warn(`${cmd}: outcome unknown (${err instanceof TimeoutError ? `no answer within ${timeoutMs} ms` : describe(err)})`);
      return new PlatformError(
        ErrorCode.WRITE_OUTCOME_UNKNOWN,
        `The ${service} service did not confirm this change in time. It may have been saved: retry with the same Idempotency-Key to be safe.`,
      );
    }
    if (err instanceof TimeoutError) {
      this.logger.warn(`${cmd}: no answer within ${timeoutMs} ms`);
      return PlatformError.unavailable(`The ${service} service did not answer in time. Please try again shortly.`);
    }
    // The connection's outage is logged once where it is followed (NamespacedNatsClient).
    if (!(err instanceof TransportDownError)) {
      this.logger.warn(`${cmd}: ${describe(err)}`);
    }
    return PlatformError.unavailable(`The ${service} service is unavailable. Please try again shortly.`);
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : JSON.stringify(err);
}
