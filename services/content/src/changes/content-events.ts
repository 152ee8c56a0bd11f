import { APP_CONFIG, type AppConfig, Broadcasts, afterCommit, createTransportClient, nudgeAfterCommit } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';

export const CONTENT_EVENTS_CLIENT = Symbol('CONTENT_EVENTS_CLIENT');

/** The content service's own transport client, for emitting events. */
export const contentEventsClientProvider: Provider = {
  provide: CONTENT_EVENTS_CLIENT,
  inject: [APP_CONFIG],
  useFactory: async (config: AppConfig): Promise<ClientProxy> => {
    const client = createTransportClient(config, 'content');
    await client.connect();
    return client;
  },
};

/** Sends the content.changed nudge after a commit that wrote feed entries. */
@Injectable()
export class ContentEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(ContentEvents.name);

  constructor(
    @Inject(CONTENT_EVENTS_CLIENT) private readonly client: ClientProxy,
    private readonly broadcasts: Broadcasts,
  ) {}

  /**
   * Tells every BFF replica which kinds changed, after the commit (a cache refilled before it
   * would keep the old answer). Broadcasts never throw.
   */
  async invalidated(kinds: string[]): Promise<void> {
    if (kinds.length === 0) {
      return;
    }
    await afterCommit(() => this.broadcasts.publish('content.invalidated', { kinds }));
  }

  /** Tells consumers to pull, once the handler's outer transaction has committed (no-op for null). */
  changed(seq: number | null): Promise<void> {
    return nudgeAfterCommit(this.client, 'content.changed', seq, this.logger);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
