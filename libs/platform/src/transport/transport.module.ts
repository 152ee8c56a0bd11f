import type { ProcessName } from '@lakbay/contracts';
import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { APP_CONFIG, type AppConfig } from '../config';
import { ServiceClient, TRANSPORT_CLIENT } from './service-client';
import { createTransportClient } from './transport-options';

@Injectable()
class ClientLifecycle implements OnApplicationShutdown {
  constructor(@Inject(TRANSPORT_CLIENT) private readonly client: ClientProxy) {}
  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** Gives a process a ServiceClient to call the domain services. */
@Module({})
export class TransportModule {
  static forClient(name: ProcessName): DynamicModule {
    return {
      module: TransportModule,
      global: true,
      providers: [
        {
          provide: TRANSPORT_CLIENT,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig) => {
            const client = createTransportClient(config, name);
            await client.connect();
            return client;
          },
        },
        ServiceClient,
        ClientLifecycle,
      ],
      exports: [ServiceClient],
    };
  }
}
