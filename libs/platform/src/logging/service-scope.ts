import { AsyncLocalStorage } from 'node:async_hooks';

// In standalone mode every service shares one process and one logger: the service whose handler
// runs is kept here, so its log lines say which service wrote them.
const scope = new AsyncLocalStorage<string>();

/** Runs fn as work of the named service (a message handler, the BFF's request handling). */
export function runAsService<T>(service: string, fn: () => T): T {
  return scope.run(service, fn);
}

/** The service whose work is running, or undefined outside any (start-up, timers). */
export function currentService(): string | undefined {
  return scope.getStore();
}
