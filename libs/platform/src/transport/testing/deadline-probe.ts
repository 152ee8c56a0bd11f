import { type ChangedEvent, pattern } from '@lakbay/contracts';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, type CustomStrategy, Payload } from '@nestjs/microservices';
import { ActorTokens } from '../../context/actor';
import { CallContextInterceptor } from '../../context/call-context.interceptor';
import { HandlesEvent } from '../handles-event';
import { RpcErrorFilter } from '../rpc-error.filter';

/** Blocks this thread, as a backed-up service is blocked by the work ahead of a request. */
export function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy on purpose.
  }
}

/**
 * A users service for the deadline tests, on `strategy` (the in-process bus or NATS), with the
 * interceptor that enforces deadlines as every service has it: each read (users.get), write
 * (users.auth.signup) and event (users.changed) it runs is written down in `handled`.
 */
export async function startUsersProbe(strategy: CustomStrategy['strategy'], handled: string[]): Promise<INestMicroservice> {
  @Controller()
  class UsersController {
    @MessagePattern(pattern('users.get'))
    get(@Payload() data: { userId: string }) {
      handled.push(`get ${data.userId}`);
      return { id: data.userId };
    }

    @MessagePattern(pattern('users.auth.signup'))
    signup(@Payload() data: { email: string }) {
      handled.push(`signup ${data.email}`);
      return { id: data.email };
    }

    @HandlesEvent('users.changed')
    changed(_event: ChangedEvent) {
      handled.push('users.changed');
    }
  }
  @Module({ controllers: [UsersController] })
  class UsersModule {}
  const app = await NestFactory.createMicroservice(UsersModule, { strategy, logger: false });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalInterceptors(new CallContextInterceptor(new ActorTokens('a'.repeat(40))));
  await app.listen();
  return app;
}
