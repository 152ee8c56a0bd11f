import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { yieldToBrowser } from './yield-to-browser';

describe(yieldToBrowser.name, () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise ends the task with a timer: nothing after it runs in the same task', async () => {
    jest.useFakeTimers();
    const resumed = jest.fn();
    const pending = (async () => {
      await yieldToBrowser();
      resumed();
    })();
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    await pending;
    expect(resumed).toHaveBeenCalledTimes(1);
  });
});
