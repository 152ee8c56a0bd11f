import { type Observable, type Subscription, EmptyError, TimeoutError } from 'rxjs';
import { isServiceErrorPayload } from '../errors';
import { NoRespondersError } from './in-process.client';

/** One request in flight: its reply, and a way to stop waiting for it. */
export interface Attempt<T> {
  reply: Promise<T>;
  cancel(): void;
}

/** Subscribes to a request and settles with its first value (EmptyError when it completes with none). */
export function sendAttempt<T>(request: Observable<T>): Attempt<T> {
  let subscription: Subscription | undefined;
  const reply = new Promise<T>((resolve, reject) => {
    subscription = request.subscribe({
      next: (value) => {
        resolve(value);
        subscription?.unsubscribe();
      },
      error: reject,
      complete: () => reject(new EmptyError()),
    });
  });
  // Its failure is read by whoever awaits it; a cancelled attempt's is of no interest.
  reply.catch(() => {});
  return { reply, cancel: () => subscription?.unsubscribe() };
}

export type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown } | { status: 'pending' };

/** How a promise stands after ms: settled, or still pending. */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'pending' }), ms);
  });
  const settled = promise.then(
    (value): Settled<T> => ({ status: 'fulfilled', value }),
    (reason: unknown): Settled<T> => ({ status: 'rejected', reason }),
  );
  try {
    return await Promise.race([settled, pending]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The first answer of several attempts of one read: a reply, or an error the service itself sent
 * (a 404 is an answer). Transport failures (no answer in time, nobody listening) of one attempt
 * wait for the others; when all fail, the first attempt's failure is the result.
 */
export function firstAnswer<T>(replies: Promise<T>[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const failures: unknown[] = [];
    let failed = 0;
    replies.forEach((reply, i) => {
      reply.then(resolve, (err: unknown) => {
        if (isServiceErrorPayload(err)) {
          reject(err);
          return;
        }
        failures[i] = err;
        failed += 1;
        if (failed === replies.length) {
          reject(failures[0]);
        }
      });
    });
  });
}

/** Nobody subscribed to the subject: the request reached no service, so nothing happened. */
export function isNoResponders(err: unknown): boolean {
  // ClientNats reports NATS's no-responders status as an EmptyResponseException (not exported).
  return (
    err instanceof NoRespondersError ||
    (err instanceof Error && (err.name === 'EmptyResponseException' || err.message.startsWith('Empty response. There are no subscribers')))
  );
}

/**
 * The request may have reached the service, which may have acted on it, but no answer came back:
 * no reply in time, or the connection closed while it was pending (ClientNats's 'Connection closed').
 */
export function isUncertainDelivery(err: unknown): boolean {
  return err instanceof TimeoutError || (err instanceof Error && err.message === 'Connection closed');
}
