import { type Server, createServer } from 'node:net';
import { MikroORM } from '@mikro-orm/core';
import { Logger, type LoggerService } from '@nestjs/common';
import { BACKING, backingServicesAvailable } from '../../../../tests/support/services';
import { type TcpProxy, startTcpProxy } from '../../../../tests/support/tcp-proxy';
import type { AppConfig } from '../config';
import { isDatabaseConnectionError } from '../errors';
import { ormOptions } from './orm-options';

const lines: string[] = [];
const capture: LoggerService = {
  log: (m: unknown) => lines.push(`log ${String(m)}`),
  warn: (m: unknown) => lines.push(`warn ${String(m)}`),
  error: (m: unknown) => lines.push(`error ${String(m)}`),
};

/** A service's MikroORM on PostgreSQL at the given port (the platform's options, no entities). */
function orm(port: number, rpcTimeoutMs = 5000): Promise<MikroORM> {
  const url = new URL(BACKING.postgres);
  url.port = String(port);
  const config = { rpcTimeoutMs, database: { url: url.toString() } } as AppConfig;
  return MikroORM.init({
    ...ormOptions(config, { schema: 'public', entities: [], migrations: [] }),
    discovery: { warnWhenNoEntities: false },
    ensureDatabase: false,
  });
}

const selectOne = (o: MikroORM) => o.em.fork().getConnection().execute('select 1 as one');

if (await backingServicesAvailable()) {
  describe('PostgreSQL pool of a service', () => {
    beforeAll(() => Logger.overrideLogger(capture));

    it('gives up on a connection that does not answer after the pool timeout, with a connection error', async () => {
      // Accepts connections and never answers, like a server behind a dead network path.
      const sockets = new Set<import('node:net').Socket>();
      const blackhole: Server = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
      const o = await orm((blackhole.address() as { port: number }).port, 1000);
      try {
        const started = Date.now();
        const err = await selectOne(o).catch((e: unknown) => e);
        const tookMs = Date.now() - started;
        expect(isDatabaseConnectionError(err)).toBe(true);
        // RPC_TIMEOUT_MS / 2: the service answers 503 before its caller gives up.
        expect(tookMs).toBeGreaterThanOrEqual(450);
        expect(tookMs).toBeLessThan(1000);
      } finally {
        await o.close(true);
        sockets.forEach((s) => s.destroy());
        blackhole.close();
      }
    }, 20_000);

    it('survives its connections being cut, logs the outage once, and queries again once the database is back', async () => {
      const postgres = new URL(BACKING.postgres);
      const proxy: TcpProxy = await startTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
      const o = await orm(proxy.port);
      try {
        // Idle connections in the pool, then dropped under it: pg reports 'error' events on them.
        await Promise.all([selectOne(o), selectOne(o), selectOne(o)]);
        lines.length = 0;
        await proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 200));
        for (let i = 0; i < 3; i++) {
          expect(isDatabaseConnectionError(await selectOne(o).catch((e: unknown) => e))).toBe(true);
        }
        await proxy.restore();
        await expect(selectOne(o)).resolves.toEqual([{ one: 1 }]);
        expect(lines.filter((l) => l.startsWith('warn PostgreSQL connection lost'))).toHaveLength(1);
        expect(lines.filter((l) => l.startsWith('warn PostgreSQL connection back after'))).toHaveLength(1);
      } finally {
        await o.close(true);
        await proxy.close();
      }
    }, 20_000);
  });
}
