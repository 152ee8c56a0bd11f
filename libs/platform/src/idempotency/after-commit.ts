import { AsyncLocalStorage } from 'node:async_hooks';

type Work = () => unknown;

interface Held {
  state: 'open' | 'committed' | 'rolled-back';
  work: Work[];
}

const current = new AsyncLocalStorage<Held>();

/**
 * Runs fn once the transaction the idempotency interceptor opened around this handler has
 * committed (never if it rolls back), or at once outside such a transaction. For what others must
 * not see before the write is durable, such as the events that nudge consumers to read it.
 */
export async function afterCommit(fn: Work): Promise<void> {
  const held = current.getStore();
  if (held?.state === 'open') {
    held.work.push(fn);
    return;
  }
  if (held?.state === 'rolled-back') {
    return;
  }
  await fn();
}

/**
 * Runs a transaction with afterCommit work held back, then runs that work once it has committed
 * (one failing piece is reported to onError and does not stop the others). A failed transaction
 * drops its work and rethrows.
 */
export async function withAfterCommit<T>(transaction: () => Promise<T>, onError: (err: unknown) => void): Promise<T> {
  const held: Held = { state: 'open', work: [] };
  let result: T;
  try {
    result = await current.run(held, transaction);
  } catch (err) {
    held.state = 'rolled-back';
    held.work = [];
    throw err;
  }
  // Work queued late (by something the handler left running) runs at once from here on.
  held.state = 'committed';
  for (const work of held.work.splice(0)) {
    try {
      await work();
    } catch (err) {
      onError(err);
    }
  }
  return result;
}
