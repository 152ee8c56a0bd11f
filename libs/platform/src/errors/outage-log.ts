import { Logger } from '@nestjs/common';

export interface OutageLogger {
  warn(message: string): void;
  log(message: string): void;
}

/**
 * Logs the state of a connection to a backing service (NATS, PostgreSQL, Redis) on each change
 * only: one line when it is lost, one when reconnecting starts, one when it is back. Retries and
 * failed requests in between add nothing, so an outage of any length is three lines.
 */
export class OutageLog {
  private downSince: number | undefined;
  private retryingLogged = false;

  /** @param what names the connection in every line, e.g. 'NATS (server connection)'. */
  constructor(
    private readonly what: string,
    private readonly logger: OutageLogger = new Logger('Connections'),
    private readonly now: () => number = Date.now,
  ) {}

  get isDown(): boolean {
    return this.downSince !== undefined;
  }

  lost(reason?: string): void {
    if (this.downSince !== undefined) {
      return;
    }
    this.downSince = this.now();
    this.retryingLogged = false;
    this.logger.warn(`${this.what} lost${reason ? ` (${reason})` : ''}: requests that need it answer 503 until it is back.`);
  }

  /** The first reconnection attempt of an outage; later ones are silent. */
  retrying(): void {
    if (this.downSince === undefined || this.retryingLogged) {
      return;
    }
    this.retryingLogged = true;
    this.logger.log(`${this.what}: reconnecting, and will keep trying until it is back.`);
  }

  restored(): void {
    if (this.downSince === undefined) {
      return;
    }
    const seconds = ((this.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = undefined;
    // At warn level like the loss, so an operator who sees one line also sees the other.
    this.logger.warn(`${this.what} back after ${seconds} s.`);
  }
}
