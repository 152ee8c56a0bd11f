import { type NatsConnection, headers as natsHeaders } from '@nats-io/transport-node';
import { Logger } from '@nestjs/common';
import { ClientNats, type NatsOptions, NatsRecordBuilder, type NatsStatus, ServerNats } from '@nestjs/microservices';
import type { Observable } from 'rxjs';
import { callHeaders } from '../context';
import { assertOutsideTransaction } from '../database/in-transaction';
import { OutageLog } from '../errors';
import { requestHeaders } from './deadline';
import { TransportDownError, followNatsStatus } from './nats-resilience';

// Adds the installation's namespace to every object pattern, so installations (and test runs)
// sharing one NATS server never answer each other's requests.
function withNamespace(pattern: unknown, namespace: string): unknown {
  return typeof pattern === 'object' && pattern !== null ? { ...pattern, ns: namespace } : pattern;
}

// Longest pause between attempts to open a new connection after one closed for good.
const MAX_REOPEN_DELAY_MS = 30_000;

/**
 * A service's NATS server. nats.js reconnects and re-subscribes by itself (see
 * resilientNatsOptions); should the connection still close (a fatal server error), this opens a
 * new one and subscribes again, so the process never stops listening, nor exits for lack of work.
 */
export class NamespacedNatsServer extends ServerNats {
  private readonly outage: OutageLog;
  private readonly connectionLogger = new Logger('NATS');
  private closing = false;

  private setStatus(status: 'disconnected' | 'reconnecting' | 'connected'): void {
    // oxlint-disable-next-line eslint/no-underscore-dangle -- Nest's name for the transport's status stream
    this._status$.next(status as NatsStatus);
  }

  constructor(
    options: NatsOptions['options'],
    private readonly namespace: string,
  ) {
    super(options ?? {});
    this.outage = new OutageLog(`NATS server connection${options?.name ? ` (${options.name})` : ''}`, this.connectionLogger);
  }

  override addHandler(...[pattern, ...rest]: Parameters<ServerNats['addHandler']>): void {
    super.addHandler(withNamespace(pattern, this.namespace), ...rest);
  }

  // Replaces Nest's handler, which logs every disconnect as an error and ignores the close.
  override async handleStatusUpdates(client: NatsConnection): Promise<void> {
    await followNatsStatus(
      client,
      this.outage,
      {
        disconnected: (server) => {
          this.setStatus('disconnected');
          this.statusEventEmitter.emit('disconnect', server);
        },
        reconnecting: () => this.setStatus('reconnecting'),
        reconnected: (server) => {
          this.setStatus('connected');
          this.statusEventEmitter.emit('reconnect', server);
        },
      },
      this.connectionLogger,
    );
    if (!this.closing) {
      this.outage.lost('the connection closed');
      this.reopen(1000);
    }
  }

  override async close(): Promise<void> {
    this.closing = true;
    await super.close();
  }

  private reopen(delayMs: number): void {
    setTimeout(() => {
      if (this.closing) {
        return;
      }
      this.outage.retrying();
      // listen() connects (waiting for NATS as long as it takes) and subscribes every handler again.
      void this.listen((err?: unknown) => {
        if (err) {
          const reason = err instanceof Error ? err.message : JSON.stringify(err);
          this.connectionLogger.error(`NATS: could not open a new connection (${reason}); trying again.`);
          this.reopen(Math.min(delayMs * 2, MAX_REOPEN_DELAY_MS));
          return;
        }
        this.outage.restored();
      });
    }, delayMs);
  }
}

/**
 * The NATS client behind ServiceClient. While the connection is down, requests fail at once with
 * TransportDownError (nothing was sent); a connection that closed for good is replaced by a new one
 * on the next request (ClientNats connects on demand).
 */
export class NamespacedNatsClient extends ClientNats {
  private readonly outage: OutageLog;
  private readonly connectionLogger = new Logger('NATS');
  private closing = false;

  private setStatus(status: 'disconnected' | 'reconnecting' | 'connected'): void {
    // oxlint-disable-next-line eslint/no-underscore-dangle -- Nest's name for the transport's status stream
    this._status$.next(status as NatsStatus);
  }

  constructor(
    options: NatsOptions['options'],
    private readonly namespace: string,
  ) {
    super(options ?? {});
    this.outage = new OutageLog(`NATS client connection${options?.name ? ` (${options.name})` : ''}`, this.connectionLogger);
  }

  override async connect(): Promise<NatsConnection> {
    this.closing = false;
    const nc = (await super.connect()) as NatsConnection;
    this.outage.restored();
    return nc;
  }

  override async close(): Promise<void> {
    this.closing = true;
    await super.close();
  }

  // Replaces Nest's handler (same bookkeeping), which logs every disconnect as an error.
  override async handleStatusUpdates(client: NatsConnection): Promise<void> {
    await followNatsStatus(
      client,
      this.outage,
      {
        disconnected: (server) => {
          const down = Promise.reject(new TransportDownError());
          down.catch(() => {});
          this.connectionPromise = down;
          this.setStatus('disconnected');
          this.statusEventEmitter.emit('disconnect', server);
        },
        reconnecting: () => this.setStatus('reconnecting'),
        reconnected: (server) => {
          this.connectionPromise = Promise.resolve(client);
          this.setStatus('connected');
          this.statusEventEmitter.emit('reconnect', server);
        },
      },
      this.connectionLogger,
    );
    // Closed for good: forget it, so the next request opens a new connection.
    if (this.natsClient === client) {
      this.natsClient = null;
      this.connectionPromise = null;
    }
    if (!this.closing) {
      this.outage.lost('the connection closed; the next request opens a new one');
    }
  }

  override send<TResult = unknown, TInput = unknown>(pattern: unknown, data: TInput): Observable<TResult> {
    return super.send<TResult, TInput>(withNamespace(pattern, this.namespace), withCallHeaders(data, requestHeaders()));
  }

  /** Under the transaction guard, an event inside an open transaction throws: send it afterCommit. */
  override emit<TResult = unknown, TInput = unknown>(pattern: unknown, data: TInput): Observable<TResult> {
    assertOutsideTransaction(`An event (${JSON.stringify(pattern)})`);
    return super.emit<TResult, TInput>(withNamespace(pattern, this.namespace), withCallHeaders(data));
  }
}

// The current call (request id, user, idempotency key) rides in NATS headers, read back on the
// service side by CallContextInterceptor, and a request's deadline (deadline.ts) beside it. Taken
// when send/emit is called, inside the caller's call.
function withCallHeaders<T>(data: T, values = callHeaders()): T {
  const names = Object.keys(values);
  if (names.length === 0) {
    return data;
  }
  const headers = natsHeaders();
  for (const name of names) {
    headers.set(name, values[name]);
  }
  return new NatsRecordBuilder(data).setHeaders(headers).build() as unknown as T;
}
