import { type Command, type ReplyOf, type RequestOf, pattern } from '@lakbay/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config';
import { ServiceError, isServiceErrorPayload } from '../errors';

export const TRANSPORT_CLIENT = Symbol('TRANSPORT_CLIENT');

/**
 * Typed request-reply to the domain services. A reply that does not come within RPC_TIMEOUT_MS,
 * or a service nobody serves, becomes a 503 ServiceError: callers never hang.
 */
@Injectable()
export class ServiceClient {
  private readonly logger = new Logger(ServiceClient.name);

  constructor(
    @Inject(TRANSPORT_CLIENT) private readonly client: ClientProxy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send<C extends Command>(cmd: C, data: RequestOf<C>, timeoutMs = this.config.rpcTimeoutMs): Promise<ReplyOf<C>> {
    try {
      return await firstValueFrom(this.client.send<ReplyOf<C>, RequestOf<C>>(pattern(cmd), data).pipe(timeout(timeoutMs)));
    } catch (err) {
      throw this.toServiceError(cmd, err);
    }
  }

  private toServiceError(cmd: Command, err: unknown): ServiceError {
    if (isServiceErrorPayload(err)) {
      return ServiceError.fromPayload(err);
    }
    const service = cmd.split('.')[0];
    if (err instanceof TimeoutError) {
      this.logger.warn(`${cmd}: no answer within ${this.config.rpcTimeoutMs} ms`);
      return ServiceError.unavailable(`The ${service} service did not answer in time. Please try again shortly.`);
    }
    this.logger.warn(`${cmd}: ${err instanceof Error ? err.message : JSON.stringify(err)}`);
    return ServiceError.unavailable(`The ${service} service is unavailable. Please try again shortly.`);
  }
}
