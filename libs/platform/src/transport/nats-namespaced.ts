import { headers as natsHeaders } from '@nats-io/transport-node';
import { ClientNats, type NatsOptions, NatsRecordBuilder, ServerNats } from '@nestjs/microservices';
import type { Observable } from 'rxjs';
import { callHeaders } from '../context';

// Adds the installation's namespace to every object pattern, so installations (and test runs)
// sharing one NATS server never answer each other's requests.
function withNamespace(pattern: unknown, namespace: string): unknown {
  return typeof pattern === 'object' && pattern !== null ? { ...pattern, ns: namespace } : pattern;
}

export class NamespacedNatsServer extends ServerNats {
  constructor(
    options: NatsOptions['options'],
    private readonly namespace: string,
  ) {
    super(options ?? {});
  }

  override addHandler(...[pattern, ...rest]: Parameters<ServerNats['addHandler']>): void {
    super.addHandler(withNamespace(pattern, this.namespace), ...rest);
  }
}

export class NamespacedNatsClient extends ClientNats {
  constructor(
    options: NatsOptions['options'],
    private readonly namespace: string,
  ) {
    super(options ?? {});
  }

  override send<TResult = unknown, TInput = unknown>(pattern: unknown, data: TInput): Observable<TResult> {
    return super.send<TResult, TInput>(withNamespace(pattern, this.namespace), withCallHeaders(data));
  }

  override emit<TResult = unknown, TInput = unknown>(pattern: unknown, data: TInput): Observable<TResult> {
    return super.emit<TResult, TInput>(withNamespace(pattern, this.namespace), withCallHeaders(data));
  }
}

// The current call (request id, user, idempotency key) rides in NATS headers, read back on the
// service side by CallContextInterceptor. Taken when send/emit is called, inside the caller's call.
function withCallHeaders<T>(data: T): T {
  const values = callHeaders();
  const names = Object.keys(values);
  if (names.length === 0) {
    return data;
  }
  const headers = natsHeaders();
  for (const name of names) {
    headers.set(name, values[name] as string);
  }
  return new NatsRecordBuilder(data).setHeaders(headers).build() as unknown as T;
}
