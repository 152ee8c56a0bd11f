import { ClientNats, type NatsOptions, ServerNats } from '@nestjs/microservices';
import type { Observable } from 'rxjs';

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
    return super.send<TResult, TInput>(withNamespace(pattern, this.namespace), data);
  }

  override emit<TResult = unknown, TInput = unknown>(pattern: unknown, data: TInput): Observable<TResult> {
    return super.emit<TResult, TInput>(withNamespace(pattern, this.namespace), data);
  }
}
