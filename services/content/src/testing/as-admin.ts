import { runInCall } from '@lakbay/platform';

/** The actor of admin calls in specs; admin writes are audited under it. */
export const SPEC_ADMIN = { userId: '00000000-0000-4000-8000-00000000a11d', isAdmin: true };

/** The service with every method run inside an admin's call, as its message handlers are. */
export function asAdmin<T extends object>(service: T): T {
  return new Proxy(service, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function'
        ? (...args: unknown[]) =>
            runInCall({ requestId: 'spec', userId: SPEC_ADMIN.userId, actor: SPEC_ADMIN }, () =>
              (value as (...a: unknown[]) => unknown).apply(target, args),
            )
        : value;
    },
  });
}
