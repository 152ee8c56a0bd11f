import type { MikroORM } from '@mikro-orm/core';
import type { INestApplicationContext, InjectionToken } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { MicroserviceOptions, Server } from '@nestjs/microservices';
import type { AppConfig } from '../config';
import { watchDatabasePool, watchOutbox } from '../metrics';
import type { OutboxMetrics } from '../outbox/outbox-relay-options';
import { databaseCheck, redisCheck, transportCheck } from './checks';
import type { OpsRegistrations } from './ops-registrations';
import { processHealth } from './process-health';

/**
 * Which of its own dependencies a process part cannot serve without (required) and which it
 * serves without, reported only (optional). Its database, when it has one, is always required.
 */
export interface ReadinessNeeds {
  transport: 'required' | 'optional';
  /** Checked when REDIS_URL is set; 'unused': it has no Redis connection. */
  redis: 'required' | 'optional' | 'unused';
}

export interface OpsTargets {
  /** The process part's name (bff, or a service): prefixes its checks. */
  name: string;
  config: AppConfig;
  /** Its NATS connection: the unwrap() of its transport server or client. */
  transport: () => unknown;
  orm?: MikroORM;
  needs: ReadinessNeeds;
  /** Its transactional outbox, whose counts become gauges. */
  outbox?: { metrics(): Promise<OutboxMetrics> };
}

/** Adds an app's own dependencies to the process's readiness, and its database pool to the metrics. */
export async function registerOps(registrations: OpsRegistrations, targets: OpsTargets): Promise<void> {
  const { name, config, orm, needs } = targets;
  registrations.add(
    processHealth.add(`${name}.transport`, transportCheck(config, targets.transport), { required: needs.transport === 'required' }),
  );
  if (orm) {
    registrations.add(processHealth.add(`${name}.database`, databaseCheck(orm)));
    registrations.add(await watchDatabasePool(name, orm));
  }
  if (targets.outbox) {
    registrations.add(watchOutbox(name, targets.outbox));
  }
  if (needs.redis !== 'unused' && config.redisUrl) {
    registrations.add(processHealth.add('redis', redisCheck(config.redisUrl), { required: needs.redis === 'required' }));
  }
}

/** An app's provider from any of its modules, or undefined when it has none. */
export function findProvider<T>(app: INestApplicationContext, token: InjectionToken<T>): T | undefined {
  try {
    // Through ModuleRef: the app's own get() reports a miss as a fatal start-up error.
    return app.get(ModuleRef).get<T>(token, { strict: false });
  } catch {
    return undefined;
  }
}

/** Whether an app has a provider anywhere in its modules (a service that imports JobsModule uses Redis). */
export function provides(app: INestApplicationContext, token: InjectionToken): boolean {
  return findProvider(app, token) !== undefined;
}

/** The connection under a service's transport server (NATS), read when a check runs. */
export function serverConnection(options: MicroserviceOptions): () => unknown {
  // Both of the platform's strategies (NamespacedNatsServer, InProcessServer) are Nest Servers.
  const server = 'strategy' in options ? (options.strategy as Server) : undefined;
  return () => server?.unwrap();
}
