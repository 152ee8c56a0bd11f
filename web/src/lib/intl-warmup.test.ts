import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { type WarmupWorker, warmUpIntl } from './intl-warmup';

/** A stand-in for the warm-up worker: the test says when it answers or fails. */
function fakeWorker() {
  const listeners = new Map<string, (event: { preventDefault(): void }) => void>();
  const worker: WarmupWorker = {
    addEventListener: ((type: string, listener: (event: { preventDefault(): void }) => void) => {
      listeners.set(type, listener);
    }) as WarmupWorker['addEventListener'],
  };
  return {
    start: () => worker,
    answer: () => listeners.get('message')?.({ preventDefault: () => undefined }),
    fail: () => {
      const preventDefault = jest.fn();
      listeners.get('error')?.({ preventDefault });
      return preventDefault;
    },
  };
}

/** Whether `promise` has settled by now (after pending microtasks). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the Intl warm-up the page waits for before its first Intl call', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("waits for the worker's message", async () => {
    jest.useFakeTimers();
    const worker = fakeWorker();
    const warmed = warmUpIntl(worker.start, 1500);
    expect(await settled(warmed)).toBe(false);
    worker.answer();
    expect(await settled(warmed)).toBe(true);
  });

  it('goes on when the worker fails, and keeps its error off the console', async () => {
    jest.useFakeTimers();
    const worker = fakeWorker();
    const warmed = warmUpIntl(worker.start, 1500);
    const preventDefault = worker.fail();
    expect(preventDefault).toHaveBeenCalled();
    expect(await settled(warmed)).toBe(true);
  });

  it('waits no longer than its limit for a worker that never answers', async () => {
    jest.useFakeTimers();
    const warmed = warmUpIntl(fakeWorker().start, 1500);
    jest.advanceTimersByTime(1499);
    expect(await settled(warmed)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(warmed)).toBe(true);
  });

  it('goes on at once where no worker can start (none in this browser, or refused by its policy)', async () => {
    expect(await settled(warmUpIntl(undefined))).toBe(true);
    const refused = () => {
      throw new Error('SecurityError');
    };
    expect(await settled(warmUpIntl(refused))).toBe(true);
  });
});
