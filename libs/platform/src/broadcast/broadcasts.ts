import type { BroadcastMap, BroadcastTopic } from '@lakbay/contracts';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { resilientNatsOptions } from '../transport/nats-resilience';

type Handler<T extends BroadcastTopic> = (data: BroadcastMap[T]) => void;
type AnyHandler = (data: unknown) => void;

// Standalone: every service and the BFF share the process, so one hub per process.
const localHandlers = new Map<string, Set<AnyHandler>>();
// Standalone with HTTP workers: where this thread's notices also go (the other threads).
let relay: ((topic: string, data: unknown) => void) | undefined;

/** Standalone: hands every notice published in this thread to `send` too (a ThreadBridge to another thread). */
export function relayBroadcasts(send: ((topic: string, data: unknown) => void) | undefined): void {
  relay = send;
}

/** Standalone: a notice published in another thread, for this thread's subscribers (not relayed again). */
export function deliverBroadcast(topic: string, data: unknown): void {
  for (const handler of localHandlers.get(topic) ?? []) {
    handler(data);
  }
}

/**
 * Notices every subscribing process receives: in distributed mode a NATS subject per topic that
 * each process subscribes to without a queue group (so every BFF replica hears each notice), in
 * standalone mode a process-wide hub. Not durable: after a NATS outage, `onReconnect` handlers run
 * so subscribers can drop what they may have missed notices about.
 */
@Injectable()
export class Broadcasts implements OnApplicationShutdown {
  private readonly logger = new Logger(Broadcasts.name);
  private connection?: Promise<NatsConnection>;
  private readonly subscribed: (() => unknown)[] = [];
  private readonly reconnectHandlers: (() => void)[] = [];
  private closed = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get distributed(): boolean {
    return this.config.mode !== 'standalone' && Boolean(this.config.natsUrl);
  }

  private subject(topic: BroadcastTopic): string {
    return `${this.config.natsNamespace}.broadcast.${topic}`;
  }

  private nats(): Promise<NatsConnection> {
    if (!this.connection) {
      this.connection = connect(resilientNatsOptions(this.config.natsUrl ?? '', `lakbay-broadcasts`, this.config.natsAuth));
      void this.connection.then((nc) => this.followStatus(nc));
    }
    return this.connection;
  }

  private async followStatus(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'reconnect') {
        for (const handler of this.reconnectHandlers) {
          handler();
        }
      }
    }
  }

  /** Sends a notice to every subscriber (this process's too). Failures are logged, never thrown. */
  async publish<T extends BroadcastTopic>(topic: T, data: BroadcastMap[T]): Promise<void> {
    if (!this.distributed) {
      deliverBroadcast(topic, data);
      relay?.(topic, data);
      return;
    }
    try {
      (await this.nats()).publish(this.subject(topic), JSON.stringify(data));
    } catch (err) {
      this.logger.warn(`${topic} not broadcast: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Calls handler for every notice on topic, from any process, until shutdown. */
  async subscribe<T extends BroadcastTopic>(topic: T, handler: Handler<T>): Promise<void> {
    const any = handler as AnyHandler;
    if (!this.distributed) {
      const set = localHandlers.get(topic) ?? new Set<AnyHandler>();
      set.add(any);
      localHandlers.set(topic, set);
      this.subscribed.push(() => set.delete(any));
      return;
    }
    const nc = await this.nats();
    const subscription = nc.subscribe(this.subject(topic), {
      callback: (err, msg) => {
        if (err) {
          this.logger.warn(`${topic}: ${err.message}`);
          return;
        }
        try {
          any(msg.json());
        } catch (e) {
          this.logger.warn(`${topic}: unreadable notice (${e instanceof Error ? e.message : String(e)})`);
        }
      },
    });
    this.subscribed.push(() => subscription.unsubscribe());
    // The subscription reaches the server before anyone relies on it.
    await nc.flush();
  }

  /** Runs after the NATS connection came back: notices sent meanwhile were lost. */
  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.closed) {
      return;
    }
    this.closed = true;
    for (const undo of this.subscribed.splice(0)) {
      undo();
    }
    if (this.connection) {
      const nc = await this.connection.catch(() => undefined);
      await nc?.drain().catch(() => undefined);
    }
  }
}
