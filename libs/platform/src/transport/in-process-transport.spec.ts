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

// The bus stands in for NATS (distributed mode, where reads are asked again): a read's first
// attempt gets 600 ms before it is asked again; the whole call 1500 ms. (Wide enough that a loaded
// machine, with Jest beside Playwright and the integration lanes, cannot move a reply across them.)
const config = { mode: 'distributed', rpcTimeoutMs: 1500, rpcReadAttemptMs: 600 } as AppConfig;

interface ServerOptions {
  instance: string;
  /** A replica that takes requests and never answers, like one killed after NATS routed to it. */
  silent?: boolean;
  /** Commands this replica received, in order. */
  received?: string[];
  /** How long its health takes to answer. */
  healthDelayMs?: number;
}

function serviceModule({ instance, silent = false, received = [], healthDelayMs = 0 }: ServerOptions) {
  const hang = () => new Promise<never>(() => {});
  @Controller()
  class TestController {
    @MessagePattern(pattern('users.health'))
    async health() {
      received.push('users.health');
      if (silent) {
        return hang();
      }
      await new Promise((resolve) => setTimeout(resolve, healthDelayMs));
      return { service: 'users', status: 'ok', instance };
    }

    @MessagePattern(pattern('users.auth.login'))
    echo(@Payload() data: Record<string, unknown>) {
      received.push('users.auth.login');
      if (silent) {
        return hang();
      }
      if (data.email === 'refuse@x.ph') {
        throw new ServiceError(ErrorCode.INVALID_CREDENTIALS, 'Incorrect e-mail or password.');
      }
      if (data.email === 'crash@x.ph') {
        throw new Error('secret internals');
      }
      return { received: data, at: new Date('2026-01-02T03:04:05Z'), gone: undefined };
    }

    @MessagePattern(pattern('users.auth.session'))
    never() {
      return hang();
    }

    @MessagePattern(pattern('users.get'))
    databaseDown() {
      received.push('users.get');
      if (silent) {
        return hang();
      }
      // What pg reports when PostgreSQL refuses the connection.
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
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

  /** A replica, made but not yet listening: `listen()` subscribes it to the bus. */
  async function makeServer(instance: string, options: Omit<ServerOptions, 'instance'> = {}): Promise<INestMicroservice> {
    const app = await NestFactory.createMicroservice(serviceModule({ instance, ...options }), {
      strategy: new InProcessServer(bus, 'users'),
      logger: false,
    });
    app.useGlobalFilters(new RpcErrorFilter());
    apps.push(app);
    return app;
  }

  async function startServer(instance: string, options: Omit<ServerOptions, 'instance'> = {}) {
    await (await makeServer(instance, options)).listen();
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
    expect(Date.now() - started).toBeGreaterThanOrEqual(1490);
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

  it("sends a read once more when the replica it went to does not answer, and takes the live replica's reply", async () => {
    const dead: string[] = [];
    await startServer('dead', { silent: true, received: dead });
    await startServer('live');
    const started = Date.now();
    const reply = await client.send('users.health', {});
    expect(reply.instance).toBe('live');
    expect(dead).toEqual(['users.health']);
    // After the first attempt's 600 ms, well before the 1500 ms timeout.
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    expect(Date.now() - started).toBeLessThan(1490);
  });

  it('takes the first attempt of a read when it answers late but before the second', async () => {
    await startServer('slow', { healthDelayMs: 750 });
    await startServer('dead', { silent: true });
    const started = Date.now();
    await expect(client.send('users.health', {})).resolves.toMatchObject({ instance: 'slow' });
    expect(Date.now() - started).toBeLessThan(1490);
  });

  it('asks a read again after a short pause when nobody listened', async () => {
    // Made and initialised beforehand (Nest's module start takes a while on a loaded machine: a CI run
    // missed the retry's 250 ms pause); listening alone then starts 50 ms in.
    const late = await makeServer('late');
    await late.init();
    const starting = new Promise((resolve) => setTimeout(resolve, 50)).then(() => late.listen());
    const reply = await client.send('users.health', {});
    await starting;
    expect(reply.instance).toBe('late');
  });

  it('never resends a write; its 503 says the change may have been saved and how to retry safely', async () => {
    const dead: string[] = [];
    const live: string[] = [];
    await startServer('dead', { silent: true, received: dead });
    await startServer('live', { received: live });
    await expect(client.send('users.auth.login', { email: 'k@x.ph', password: 'p' })).rejects.toMatchObject({
      status: 503,
      code: ErrorCode.WRITE_OUTCOME_UNKNOWN,
      message:
        'The users service did not confirm this change in time. It may have been saved: retry with the same Idempotency-Key to be safe.',
    });
    expect(dead).toEqual(['users.auth.login']);
    expect(live).toEqual([]);
  });

  it('tells a write that reached nobody that the service is unavailable, not that it may have been saved', async () => {
    await expect(client.send('users.auth.login', { email: 'k@x.ph', password: 'p' })).rejects.toMatchObject({
      status: 503,
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: 'The users service is unavailable. Please try again shortly.',
    });
  });

  it("answers 503 naming the service's database when the handler cannot reach it", async () => {
    await startServer('a');
    await expect(client.send('users.get', { userId: 'u1' })).rejects.toMatchObject({
      status: 503,
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: 'The users database is unavailable. Please try again shortly.',
    });
  });

  it('asks a read only once in standalone mode, where no request is lost on the way', async () => {
    const slow: string[] = [];
    await startServer('slow', { healthDelayMs: 750, received: slow });
    await startServer('other');
    const standalone = new ServiceClient(new InProcessClient(bus), { ...config, mode: 'standalone' });
    await expect(standalone.send('users.health', {})).resolves.toMatchObject({ instance: 'slow' });
    expect(slow).toEqual(['users.health']);
  });
});
