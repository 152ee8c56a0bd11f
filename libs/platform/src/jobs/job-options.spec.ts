import { attemptsWithin, backoffDelay, resolveAddOptions, resolveRetryDefaults } from './job-options';

describe('retry timing', () => {
  it('doubles the wait after each failed run, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 12].map((failed) => backoffDelay(1000, failed, 5000))).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    expect(backoffDelay(1000, 12)).toBe(2048_000);
  });

  it('fits a day of retries with the defaults (1 s doubling to 5 min): the runs whose waits add up to at most a day', () => {
    const defaults = resolveRetryDefaults({});
    const runs = attemptsWithin(24 * 3600_000, defaults);
    let waited = 0;
    for (let failed = 1; failed < runs; failed++) {
      waited += backoffDelay(defaults.backoffMs, failed, defaults.maxBackoffMs);
    }
    expect(waited).toBeLessThanOrEqual(24 * 3600_000);
    expect(waited + defaults.maxBackoffMs).toBeGreaterThan(24 * 3600_000);
    expect(runs).toBeGreaterThan(280);
  });

  it('runs once with no retry time, and takes retryForMs over the default attempts', () => {
    const defaults = resolveRetryDefaults({ attempts: 5, backoffMs: 100, maxBackoffMs: 400 });
    expect(attemptsWithin(0, defaults)).toBe(1);
    // 100 + 200 + 400 + 400 = 1100 <= 1200; one more wait would not fit.
    expect(resolveAddOptions('mail.send', { retryForMs: 1200 }, defaults).attempts).toBe(5);
    expect(resolveAddOptions('mail.send', { retryForMs: 1499 }, defaults).attempts).toBe(5);
    expect(resolveAddOptions('mail.send', { retryForMs: 1500 }, defaults).attempts).toBe(6);
    expect(resolveAddOptions('mail.send', {}, defaults).attempts).toBe(5);
    expect(resolveAddOptions('mail.send', { attempts: 2, retryForMs: 1600 }, defaults).attempts).toBe(2);
    expect(() => resolveAddOptions('mail.send', { retryForMs: -1 }, defaults)).toThrow(/retryForMs/);
  });
});
