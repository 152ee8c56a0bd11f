import { randomUUID } from 'node:crypto';
import { ErrorCode, pattern } from '@lakbay/contracts';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BACKING, backingServicesAvailable } from '../../../../tests/support/services';
import type { AppConfig } from '../config';
import { ActorTokens } from '../context/actor';
import { CallContextInterceptor } from '../context/call-context.interceptor';
import { NamespacedNatsClient, NamespacedNatsServer } from './nats-namespaced';
import { resilientNatsOptions } from './nats-resilience';
import { RpcErrorFilter } from './rpc-error.filter';
import { ServiceClient } from './service-client';

// X-Deadline over real NATS (distributed mode): a read that waited in a backed-up service past its
// caller's timeout is not run there; a write is (its caller was told the outcome is unknown).

const handled: string[] = [];

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
}

@Module({ controllers: [UsersController] })
class UsersModule {}

/** Blocks this process (the service's and the caller's), as a backed-up service is blocked by the work ahead. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy on purpose.
  }
}

if (await backingServicesAvailable(['nats'])) {
  describe('request deadlines over NATS', () => {
    const namespace = `deadline-${randomUUID().slice(0, 8)}`;
    let app: INestMicroservice;
    let natsClient: NamespacedNatsClient;
    let client: ServiceClient;

    beforeAll(async () => {
      const server = new NamespacedNatsServer({ ...resilientNatsOptions(BACKING.nats, 'deadline-users'), queue: 'users' }, namespace);
      app = await NestFactory.createMicroservice(UsersModule, { strategy: server, logger: false });
      app.useGlobalFilters(new RpcErrorFilter());
      app.useGlobalInterceptors(new CallContextInterceptor(new ActorTokens('a'.repeat(40))));
      await app.listen();
      natsClient = new NamespacedNatsClient(resilientNatsOptions(BACKING.nats, 'deadline-client'), namespace);
      await natsClient.connect();
      client = new ServiceClient(natsClient as never, { mode: 'distributed', rpcTimeoutMs: 2000, rpcReadAttemptMs: 800 } as AppConfig);
    });

    afterAll(async () => {
      await app?.close();
      await natsClient?.close();
    });

    beforeEach(() => {
      handled.length = 0;
    });

    it('answers a read in time, and does not run one taken up after its caller stopped waiting', async () => {
      await expect(client.send('users.get', { userId: 'soon' })).resolves.toEqual({ id: 'soon' });
      expect(handled).toEqual(['get soon']);

      const late = client.send('users.get', { userId: 'late' }, 200).catch((err: unknown) => err);
      busyFor(400);
      expect(await late).toMatchObject({ status: 503, code: ErrorCode.SERVICE_UNAVAILABLE });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(handled).toEqual(['get soon']);
    });

    it('still makes a write taken up after its caller stopped waiting', async () => {
      const late = client.send('users.auth.signup', { email: 'late@x.ph' } as never, 200).catch((err: unknown) => err);
      busyFor(400);
      expect(await late).toMatchObject({ status: 503, code: ErrorCode.WRITE_OUTCOME_UNKNOWN });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(handled).toEqual(['signup late@x.ph']);
    });
  });
}
