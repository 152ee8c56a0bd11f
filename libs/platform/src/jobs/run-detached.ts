import { AsyncResource } from 'node:async_hooks';

/**
 * Runs fn outside its caller's async context, as another process would: no AsyncLocalStorage store
 * of the caller (its call, MikroORM's request and transaction contexts) reaches it. Bound when this
 * module loads, at start-up, where no context is active.
 */
export const runDetached: <T>(fn: () => T) => T = AsyncResource.bind(<T>(fn: () => T): T => fn());
