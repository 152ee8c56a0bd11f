import { ErrorCode, pattern } from '@lakbay/contracts';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { AppConfig } from '../config';
import { ServiceError } from '../errors';
import { InProcessBus } from './in-process-bus';
import { InProcessClient } from './in-process.client';
import { InProcessServer } from './in-process.server';
import { RpcErrorFilter } from './rpc-error.filter';
import { ServiceClient } from './service-client';

const config = { rpcTimeoutMs: 300 } as AppConfig;

function serviceModule(instance: string) {
  @Controller()
  class TestController {
    @MessagePattern(pattern('users.health'))
    health() {
      return { service: 'users', status: 'ok', instance };
    }

    @MessagePattern(pattern('users.auth.login'))
    echo(@Payload() data: Record<string, unknown>) {
      if (data.email === 'refuse@x.ph') {
        throw new ServiceError(401, ErrorCode.INVALID_CREDENTIALS, 'Incorrect e-mail or password.');
      }
      if (data.email === 'crash@x.ph') {
        throw new Error('secret internals');
      }
      return { received: data, at: new Date('2026-01-02T03:04:05Z'), gone: undefined };
    }

    @MessagePattern(pattern('users.auth.session'))
    never() {
      return new Promise(() => {});
    }
  }
  @Module({ controllers: [TestController] })
  class TestModule {}
  return TestModule;
}

describe('in-process transport', () => {
  let bus: InProcessBus;
  let apps: INestMicroservice[];
  let client: ServiceClient;

  async function startServer(instance: string) {
    const app = await NestFactory.createMicroservice(serviceModule(instance), {
      strategy: new InProcessServer(bus, 'users'),
      logger: false,
    });
    app.useGlobalFilters(new RpcErrorFilter());
    await app.listen();
    apps.push(app);
  }

  beforeEach(async () => {
    bus = new InProcessBus();
    apps = [];
    client = new ServiceClient(new InProcessClient(bus), config);
  });

  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  it('delivers a request and its reply serialised as JSON, as over NATS', async () => {
    await startServer('a');
    const reply = (await client.send('users.auth.login', { email: 'k@x.ph', password: 'p' })) as unknown as Record<string, unknown>;
    expect(reply).toEqual({ received: { email: 'k@x.ph', password: 'p' }, at: '2026-01-02T03:04:05.000Z' });
  });

  it('carries a ServiceError across with its status and code', async () => {
    await startServer('a');
    await expect(client.send('users.auth.login', { email: 'refuse@x.ph', password: 'p' })).rejects.toMatchObject({
      status: 401,
      code: ErrorCode.INVALID_CREDENTIALS,
      message: 'Incorrect e-mail or password.',
    });
  });

  it('turns an unexpected failure into a 500 that hides the internals', async () => {
    await startServer('a');
    const error = await client.send('users.auth.login', { email: 'crash@x.ph', password: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 500, code: ErrorCode.INTERNAL });
    expect((error as Error).message).not.toContain('secret internals');
  });

  it('answers 503 naming the service when nobody serves the pattern', async () => {
    await expect(client.send('users.health', {})).rejects.toMatchObject({
      status: 503,
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: expect.stringContaining('users service is unavailable'),
    });
  });

  it('answers 503 after the timeout when a service does not reply', async () => {
    await startServer('a');
    const started = Date.now();
    await expect(client.send('users.auth.session', { token: 't' })).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('did not answer in time'),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('shares requests between two servers of one service, like a queue group', async () => {
    await startServer('a');
    await startServer('b');
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      seen.add((await client.send('users.health', {})).instance);
    }
    expect([...seen].sort()).toEqual(['a', 'b']);
  });
});
