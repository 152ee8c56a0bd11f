import type { MikroORM } from '@mikro-orm/core';
import { registerGauge } from './registry';

/** The counters of a `pg` pool; PGlite (standalone) has no pool and is not watched. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function isPool(value: unknown): value is PoolCounts {
  return typeof value === 'object' && value !== null && typeof (value as PoolCounts).totalCount === 'number';
}

/** Reports a service's PostgreSQL pool (connections in use, idle, and callers waiting for one). */
export async function watchDatabasePool(service: string, orm: MikroORM): Promise<() => void> {
  const connection = orm.em.getConnection() as { getNativeClient?: () => Promise<unknown> };
  const pool = await connection.getNativeClient?.();
  if (!isPool(pool)) {
    return () => {};
  }
  const name = 'lakbay_db_pool_connections';
  const help = "Connections of a service's database pool by state (in_use, idle, waiting callers)";
  const stops = [
    registerGauge(name, help, () => pool.totalCount - pool.idleCount, { service, state: 'in_use' }),
    registerGauge(name, help, () => pool.idleCount, { service, state: 'idle' }),
    registerGauge(name, help, () => pool.waitingCount, { service, state: 'waiting' }),
  ];
  return () => stops.forEach((stop) => stop());
}
