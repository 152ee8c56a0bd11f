import { BaseRpcContext, type CustomTransportStrategy, type ReadPacket, Server, type WritePacket } from '@nestjs/microservices';
import { NO_MESSAGE_HANDLER } from '@nestjs/microservices/constants.js';
import type { InProcessBus, InProcessReceiver } from './in-process-bus';

/** Like NatsContext: [subject, headers]. */
export class InProcessContext extends BaseRpcContext<[string, Record<string, string>]> {
  getHeaders(): Record<string, string> {
    return this.args[1];
  }
}

/**
 * Serves a service's message handlers on the in-process bus. Packets arrive and leave as JSON
 * strings, as they travel over NATS, so a handler sees exactly what it would see there.
 */
export class InProcessServer extends Server implements CustomTransportStrategy, InProcessReceiver {
  /** @param group the service name: replicas in one group share requests. */
  constructor(
    private readonly bus: InProcessBus,
    private readonly group: string,
  ) {
    super();
  }

  listen(callback: () => void): void {
    for (const pattern of this.messageHandlers.keys()) {
      this.bus.subscribe(pattern, this, this.group);
    }
    callback();
  }

  close(): void {
    this.bus.unsubscribeAll(this);
  }

  on(): void {
    throw new Error('The in-process transport has no events to listen to.');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  receive(pattern: string, raw: string, reply?: (packet: string) => void): void {
    void this.handle(pattern, raw, reply).catch((err: unknown) => this.logger.error(err));
  }

  private async handle(pattern: string, raw: string, reply?: (packet: string) => void): Promise<void> {
    const packet = JSON.parse(raw) as ReadPacket & { id?: string; headers?: Record<string, string> };
    const context = new InProcessContext([pattern, packet.headers ?? {}]);
    if (packet.id === undefined || !reply) {
      await this.handleEvent(pattern, packet, context);
      return;
    }
    const id = packet.id;
    const respond = (out: WritePacket) => reply(JSON.stringify({ ...out, id }));
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) {
      respond({ err: NO_MESSAGE_HANDLER, isDisposed: true });
      return;
    }
    this.handleRequest(context, async () => this.transformToObservable(await handler(packet.data, context)), respond);
  }
}
