import type { ProcessName } from '@lakbay/contracts';
import type { ClientProxy, MicroserviceOptions } from '@nestjs/microservices';
import type { AppConfig } from '../config';
import { InProcessBus } from './in-process-bus';
import { InProcessClient } from './in-process.client';
import { InProcessServer } from './in-process.server';
import { NamespacedNatsClient, NamespacedNatsServer } from './nats-namespaced';
import { resilientNatsOptions } from './nats-resilience';

// One bus per process: in standalone mode every service and the BFF live in the same process.
const bus = new InProcessBus();

/** This thread's in-process bus (standalone mode), for the bridge between threads. */
export const processBus = (): InProcessBus => bus;

/** How a service receives messages: its NATS queue group (replicas share requests) or the bus. */
export function serverOptions(config: AppConfig, name: ProcessName): MicroserviceOptions {
  if (config.mode === 'standalone' || !config.natsUrl) {
    return { strategy: new InProcessServer(bus, name) };
  }
  return {
    strategy: new NamespacedNatsServer(
      { ...resilientNatsOptions(config.natsUrl, `lakbay-${name}`, config.natsAuth), queue: name },
      config.natsNamespace,
    ),
  };
}

export function createTransportClient(config: AppConfig, name: ProcessName): ClientProxy {
  if (config.mode === 'standalone' || !config.natsUrl) {
    return new InProcessClient(bus);
  }
  // ClientNats narrows the status type; callers only need ClientProxy's surface.
  return new NamespacedNatsClient(
    resilientNatsOptions(config.natsUrl, `lakbay-${name}-client`, config.natsAuth),
    config.natsNamespace,
  ) as unknown as ClientProxy;
}
