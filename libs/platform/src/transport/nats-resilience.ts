import type { NatsConnection, NodeConnectionOptions } from '@nats-io/transport-node';
import type { LoggerService } from '@nestjs/common';
import type { OutageLog } from '../errors';

/**
 * Connection options that let a process outlive any NATS outage: it waits for NATS at start
 * instead of failing, and reconnects forever about once a second (with jitter, so a fleet does not
 * reconnect in one burst), so it serves again about a second after NATS is back.
 */
export function resilientNatsOptions(
  url: string,
  name: string,
  auth?: { user: string; pass: string } | { token: string },
): NodeConnectionOptions {
  return {
    servers: [url],
    name,
    // NATS_USER/NATS_PASSWORD or NATS_TOKEN: a server that requires log-in refuses anyone else.
    ...auth,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    reconnectJitter: 500,
    // One dial waits this long; a refused connection fails at once anyway.
    timeout: 5000,
    // A server that vanished without closing the socket is noticed within 15 s, not 4 min.
    pingInterval: 5000,
    maxPingOut: 3,
  };
}

export interface NatsStatusHooks {
  disconnected(server: string): void;
  reconnecting(): void;
  reconnected(server: string): void;
}

/**
 * Follows a connection's status until it closes, logging each change of state once through
 * outage (nats.js reports every dial as 'reconnecting'). Resolves when the connection is closed.
 */
export async function followNatsStatus(
  nc: NatsConnection,
  outage: OutageLog,
  hooks: NatsStatusHooks,
  logger: LoggerService,
): Promise<void> {
  try {
    for await (const status of nc.status()) {
      switch (status.type) {
        case 'disconnect':
          outage.lost(`from ${status.server}`);
          hooks.disconnected(status.server);
          break;
        case 'reconnecting':
          outage.retrying();
          hooks.reconnecting();
          break;
        case 'reconnect':
          outage.restored();
          hooks.reconnected(status.server);
          break;
        case 'error':
          logger.error(`NATS server error: ${status.error.message}`);
          break;
        case 'ldm':
          logger.warn(`NATS server ${status.server} is shutting down (lame duck mode): moving to another when it goes.`);
          break;
        case 'ping':
        case 'update':
        case 'staleConnection':
        case 'forceReconnect':
        case 'slowConsumer':
        case 'close':
          // A disconnect or the end of the stream follows when these matter.
          break;
      }
    }
  } catch (err) {
    logger.error(`NATS status stream failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Raised for requests made while the client's connection is down: nothing was sent. */
export class TransportDownError extends Error {
  constructor() {
    super('The NATS connection is down: reconnecting.');
    this.name = 'TransportDownError';
  }
}
