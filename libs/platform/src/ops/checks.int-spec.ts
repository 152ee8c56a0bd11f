import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { freePort } from '../../../../tests/support/platform';
import { type PrivateServer, privateNats, privateRedis, privateServerBinariesAvailable } from '../../../../tests/support/private-servers';
import { BACKING, backingServicesAvailable } from '../../../../tests/support/services';
import { type TcpProxy, startTcpProxy } from '../../../../tests/support/tcp-proxy';
import type { AppConfig } from '../config';
import { databaseCheck, redisCheck, transportCheck } from './checks';
import { ProcessHealth } from './process-health';

/** The state of the one check a ProcessHealth holds, polled until it is the wanted one (or time is up). */
async function settlesTo(health: ProcessHealth, name: string, wanted: 'up' | 'down', timeoutMs = 10000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await health.report()).checks[name]?.status ?? 'missing';
    if (state === wanted || Date.now() > deadline) {
      return state;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Private servers: stopping the machine's shared NATS, Redis or PostgreSQL would break other runs.
if (privateServerBinariesAvailable()) {
  describe('readiness checks against servers that go away and come back', () => {
    let server: PrivateServer | undefined;
    const storeDir = mkdtempSync(join(tmpdir(), 'lakbay-checks-nats-'));

    afterEach(async () => {
      await server?.stop('SIGKILL');
    });

    afterAll(() => rmSync(storeDir, { recursive: true, force: true }));

    it('Redis: down while the server is away, up again once it is back', async () => {
      server = privateRedis(await freePort());
      await server.start();
      const health = new ProcessHealth(500);
      const remove = health.add('redis', redisCheck(server.url));
      try {
        expect(await settlesTo(health, 'redis', 'up')).toBe('up');
        await server.stop('SIGKILL');
        expect(await settlesTo(health, 'redis', 'down')).toBe('down');
        await server.start();
        expect(await settlesTo(health, 'redis', 'up')).toBe('up');
      } finally {
        await remove();
      }
    });

    it('NATS: down while the connection has no server, up again once it reconnects', async () => {
      server = privateNats(await freePort(), storeDir);
      await server.start();
      const nc: NatsConnection = await connect({ servers: server.url, reconnectTimeWait: 200, maxReconnectAttempts: -1 });
      const config = { mode: 'distributed', natsUrl: server.url } as AppConfig;
      const health = new ProcessHealth(500);
      health.add(
        'users.transport',
        transportCheck(config, () => nc),
      );
      try {
        expect(await settlesTo(health, 'users.transport', 'up')).toBe('up');
        await server.stop('SIGKILL');
        expect(await settlesTo(health, 'users.transport', 'down')).toBe('down');
        await server.start();
        expect(await settlesTo(health, 'users.transport', 'up')).toBe('up');
      } finally {
        await nc.close();
      }
    });
  });
}

// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
if (await backingServicesAvailable()) {
  describe(databaseCheck.name, () => {
    let proxy: TcpProxy;
    let orm: MikroORM;

    beforeAll(async () => {
      const target = new URL(BACKING.postgres);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const url = new URL(BACKING.postgres);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      orm = await MikroORM.init({
        driver: PostgreSqlDriver,
        clientUrl: url.toString(),
        entities: [],
        discovery: { warnWhenNoEntities: false },
      });
    });

    afterAll(async () => {
      await orm.close();
      await proxy.close();
    });

    it('is up while the database answers and down when the network to it is cut', async () => {
      const health = new ProcessHealth(1000);
      health.add('users.database', databaseCheck(orm));
      expect(await settlesTo(health, 'users.database', 'up')).toBe('up');
      await proxy.cut();
      expect(await settlesTo(health, 'users.database', 'down')).toBe('down');
      await proxy.restore();
      expect(await settlesTo(health, 'users.database', 'up')).toBe('up');
    });
  });
}

it('the in-process transport is always up', async () => {
  const health = new ProcessHealth(100);
  health.add(
    'users.transport',
    transportCheck({ mode: 'standalone' } as AppConfig, () => undefined),
  );
  expect((await health.report()).checks['users.transport']?.status).toBe('up');
});
