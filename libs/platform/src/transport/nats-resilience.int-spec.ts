import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pattern } from '@lakbay/contracts';
import type { NatsConnection } from '@nats-io/transport-node';
import { Controller, type INestMicroservice, type LoggerService, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { freePort } from '../../../../tests/support/platform';
import { type PrivateServer, privateNats, privateServerBinariesAvailable } from '../../../../tests/support/private-servers';
import type { AppConfig } from '../config';
import { NamespacedNatsClient, NamespacedNatsServer } from './nats-namespaced';
import { resilientNatsOptions } from './nats-resilience';
import { RpcErrorFilter } from './rpc-error.filter';
import { ServiceClient } from './service-client';

const NAMESPACE = 'resilience';
const config = { rpcTimeoutMs: 1000, rpcReadAttemptMs: 400 } as AppConfig;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Controller()
class HealthController {
  @MessagePattern(pattern('users.health'))
  health() {
    return { service: 'users', status: 'ok', instance: 'only' };
  }
}

@Module({ controllers: [HealthController] })
class UsersModule {}

/** Every line logged, to count the connection state changes. */
class LogCapture implements LoggerService {
  readonly lines: string[] = [];
  log(message: unknown) {
    this.lines.push(`log ${String(message)}`);
  }
  warn(message: unknown) {
    this.lines.push(`warn ${String(message)}`);
  }
  error(message: unknown) {
    this.lines.push(`error ${String(message)}`);
  }
  count(matcher: RegExp): number {
    return this.lines.filter((line) => matcher.test(line)).length;
  }
}

/** Polls until the read answers; how long that took (ms), or undefined past the deadline. */
async function answersWithin(client: ServiceClient, ms: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    try {
      await client.send('users.health', {}, 500);
      return Date.now() - started;
    } catch {
      await sleep(100);
    }
  }
  return undefined;
}

if (privateServerBinariesAvailable()) {
  describe('NATS transport through an outage', () => {
    let dir: string;
    let nats: PrivateServer;
    let logs: LogCapture;
    let server: NamespacedNatsServer;
    let app: INestMicroservice;
    let natsClient: NamespacedNatsClient;
    let client: ServiceClient;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'lakbay-nats-'));
      nats = privateNats(await freePort(), dir);
      logs = new LogCapture();
      server = new NamespacedNatsServer({ ...resilientNatsOptions(nats.url, 'test-users'), queue: 'users' }, NAMESPACE);
      app = await NestFactory.createMicroservice(UsersModule, { strategy: server, logger: logs });
      app.useGlobalFilters(new RpcErrorFilter());
      natsClient = new NamespacedNatsClient(resilientNatsOptions(nats.url, 'test-client'), NAMESPACE);
      client = new ServiceClient(natsClient as never, config);
    });

    afterAll(async () => {
      await app?.close();
      await natsClient?.close();
      await nats?.stop('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });

    it('waits at start for a NATS that is not there yet, then serves', async () => {
      const listening = app.listen();
      const connecting = natsClient.connect();
      await sleep(1500);
      await nats.start();
      await Promise.all([listening, connecting]);
      await expect(client.send('users.health', {})).resolves.toMatchObject({ instance: 'only' });
    }, 20_000);

    it('answers 503 at once while NATS is down, logs the outage once per connection, and serves within 5 s of its return', async () => {
      await nats.stop('SIGKILL');
      // Several reconnection rounds go by (one a second), each silent.
      await sleep(4000);
      const started = Date.now();
      await expect(client.send('users.health', {})).rejects.toMatchObject({
        status: 503,
        message: 'The users service is unavailable. Please try again shortly.',
      });
      expect(Date.now() - started).toBeLessThan(400);
      await nats.start();
      const back = await answersWithin(client, 5000);
      expect(back).toBeDefined();
      await sleep(200);
      for (const connection of ['NATS server connection', 'NATS client connection']) {
        expect(logs.count(new RegExp(`^warn ${connection}.* lost`))).toBe(1);
        expect(logs.count(new RegExp(`^log ${connection}.*: reconnecting`))).toBe(1);
        expect(logs.count(new RegExp(`^warn ${connection}.* back after`))).toBe(1);
      }
      // Nest's own handlers would log every disconnect as an error.
      expect(logs.count(/NatsError/)).toBe(0);
    }, 20_000);

    it('opens a new connection and listens again when the server connection closes for good', async () => {
      await server.unwrap<NatsConnection>().close();
      const back = await answersWithin(client, 5000);
      expect(back).toBeDefined();
      expect(server.unwrap<NatsConnection>().isClosed()).toBe(false);
    }, 10_000);

    it('opens a new client connection on the next request when the old one closed for good', async () => {
      await natsClient.unwrap<NatsConnection>().close();
      expect(await answersWithin(client, 3000)).toBeDefined();
    });
  });
}
