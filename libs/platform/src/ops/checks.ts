import type { MikroORM } from '@mikro-orm/core';
import type { NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import type { ReadinessCheck } from './process-health';

/** The service's database answers a trivial query. */
export function databaseCheck(orm: MikroORM): ReadinessCheck {
  return {
    run: async () => {
      await orm.em.getConnection().execute('select 1');
    },
  };
}

/**
 * The transport: a NATS connection that completes a round trip to the server (a flush waits for
 * its PONG, so a connection that is reconnecting counts as down), or the in-process bus, always up.
 * @param connection the connection of the process's NATS server or client (their unwrap()).
 */
export function transportCheck(config: AppConfig, connection: () => unknown): ReadinessCheck {
  if (config.mode === 'standalone' || !config.natsUrl) {
    return { run: () => Promise.resolve() };
  }
  return {
    run: async () => {
      const nc = connection() as NatsConnection;
      if (nc.isClosed()) {
        throw new Error('the NATS connection is closed');
      }
      await nc.flush();
    },
  };
}

/** Redis answers PING, on a small connection of the check's own (closed with the check). */
export function redisCheck(url: string): ReadinessCheck {
  // No offline queue: while Redis is away a PING fails at once instead of waiting for it.
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectionName: 'lakbay-ready' });
  // Its state is reported by the check; the event itself needs a listener or ioredis prints it.
  client.on('error', () => {});
  return {
    run: async () => {
      if (client.status === 'wait') {
        await client.connect();
      }
      await client.ping();
    },
    close: async () => {
      client.disconnect();
    },
  };
}
