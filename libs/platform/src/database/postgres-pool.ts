import type { AppConfig } from '../config';
import { databaseOutage } from '../errors';

/** What is used of a pg Pool: its events. */
interface PoolEvents {
  on(event: 'error', listener: (err: Error) => void): unknown;
  on(event: 'connect', listener: () => void): unknown;
}

/**
 * pg Pool options for a service's PostgreSQL (MikroORM passes driverOptions to the Pool it makes).
 * MikroORM 7 already listens for the pool's and its clients' 'error' events, so a connection the
 * server or a proxy drops never crashes the process; these listeners add one log line per outage.
 */
export function postgresPoolOptions(config: AppConfig): Record<string, unknown> {
  return {
    // A request waits this long at most for a connection (a free one, or a new one), then fails
    // with a 503 of its own, well before the caller's RPC_TIMEOUT_MS gives up on it.
    connectionTimeoutMillis: poolConnectTimeoutMs(config.rpcTimeoutMs),
    // Finds connections that a vanished server or a cut network left half-open.
    keepAlive: true,
    onPoolCreated: (pool: PoolEvents) => {
      pool.on('error', (err) => databaseOutage.lost(err.message));
      pool.on('connect', () => databaseOutage.restored());
    },
  };
}

export function poolConnectTimeoutMs(rpcTimeoutMs: number): number {
  return Math.min(5000, Math.max(200, Math.floor(rpcTimeoutMs / 2)));
}
