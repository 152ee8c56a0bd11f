import type { ArgumentsHost } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { firstValueFrom } from 'rxjs';
import { databaseOutage } from '../errors';
import { metricsRegistry, watchDatabasePool } from '../metrics';
import { RpcErrorFilter } from './rpc-error.filter';

const host = {
  switchToRpc: () => ({ getContext: () => ({ getArgByIndex: () => '{"cmd":"users.contacts","ns":"test"}' }) }),
} as unknown as ArgumentsHost;

/** What the filter sends back for an exception. */
const payloadOf = (exception: unknown) => firstValueFrom(new RpcErrorFilter().catch(exception, host)).catch((payload: unknown) => payload);

/** A pg pool as watchDatabasePool sees it, its counts set by the test. */
async function watchedPool(counts: { totalCount: number; idleCount: number; waitingCount: number }) {
  const pool = { ...counts, options: { max: 10 } };
  const orm = { em: { getConnection: () => ({ getNativeClient: () => Promise.resolve(pool) }) } } as unknown as MikroORM;
  return { pool, stop: await watchDatabasePool('users', orm) };
}

describe('RpcErrorFilter and the database pool', () => {
  const waitTimedOut = () => new Error('timeout exceeded when trying to connect');

  it('answers 503 SERVER_BUSY, counts it and logs no outage when every connection stayed in use', async () => {
    const { stop } = await watchedPool({ totalCount: 10, idleCount: 0, waitingCount: 40 });
    try {
      expect(await payloadOf(waitTimedOut())).toEqual({
        code: 'SERVER_BUSY',
        message: 'The users service is busy. Please try again in a moment.',
      });
      expect(databaseOutage.isDown).toBe(false);
      expect(await metricsRegistry.metrics()).toMatch(/^lakbay_db_pool_busy_total [1-9]/m);
    } finally {
      stop();
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE and logs the outage when the pool could not open connections', async () => {
    const { stop } = await watchedPool({ totalCount: 2, idleCount: 0, waitingCount: 40 });
    try {
      expect(await payloadOf(waitTimedOut())).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The users database is unavailable. Please try again shortly.',
      });
      expect(databaseOutage.isDown).toBe(true);
    } finally {
      stop();
      databaseOutage.restored();
    }
  });
});
