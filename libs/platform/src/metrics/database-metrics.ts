import type { MikroORM } from '@mikro-orm/core';
import { registerGauge, registeredCounter } from './registry';

/** The counters of a `pg` pool; PGlite (standalone) has no pool and is not watched. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** The pools of this process being watched. */
const watched = new Set<PoolCounts>();

const busyAnswers = registeredCounter(
  'lakbay_db_pool_busy_total',
  'Requests answered 503 SERVER_BUSY because every connection of the database pool stayed in use for the whole wait',
  [],
);

/**
 * Whether a pool of this process has opened every connection it may and none is idle: a wait for a
 * connection that timed out then was a wait for a turn (the database is busy, not gone), since a
 * pool whose server went away has lost its connections.
 */
export function databasePoolBusy(): boolean {
  for (const pool of watched) {
    if (pool.totalCount >= (pool.options?.max ?? 10) && pool.idleCount === 0) {
      return true;
    }
  }
  return false;
}

/** Counts a request refused because the pool was busy (lakbay_db_pool_busy_total). */
export function countDatabasePoolBusy(): void {
  busyAnswers.inc();
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
  watched.add(pool);
  const stops = [
    registerGauge(name, help, () => pool.totalCount - pool.idleCount, { service, state: 'in_use' }),
    registerGauge(name, help, () => pool.idleCount, { service, state: 'idle' }),
    registerGauge(name, help, () => pool.waitingCount, { service, state: 'waiting' }),
    () => watched.delete(pool),
  ];
  return () => stops.forEach((stop) => stop());
}
