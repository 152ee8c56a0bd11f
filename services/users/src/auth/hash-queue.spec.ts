import { ServiceError } from '@lakbay/platform';
import { HashQueue } from './hash-queue';

/** A job that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (err: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    job: () => {
      log.push(`start ${name}`);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe(HashQueue.name, () => {
  it('runs at most `concurrency` jobs at once and starts the others in arrival order', async () => {
    const log: string[] = [];
    const queue = new HashQueue({ concurrency: 2, maxWaitMs: 10_000, callerWaitMs: 20_000, initialEstimateMs: 100 });
    const jobs = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
    const results = jobs.map((j) => queue.run(j.job));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.depth).toBe(4);
    jobs[1].finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    jobs[0].finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    jobs[2].finish();
    jobs[3].finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(queue.depth).toBe(0);
  });

  it('admits what is estimated to finish within maxWaitMs and refuses the rest at once with 503 SERVER_BUSY', async () => {
    const log: string[] = [];
    // 2 at once, 100 ms each, 300 ms allowed: rounds of 2 finish at 100, 200, 300 ms, so 6 fit.
    const queue = new HashQueue({ concurrency: 2, maxWaitMs: 300, callerWaitMs: 20_000, initialEstimateMs: 100 });
    const jobs = Array.from({ length: 6 }, (_, i) => gate(log, String(i)));
    const admitted = jobs.map((j) => queue.run(j.job));
    const refused = await queue.run(() => Promise.resolve('never')).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ status: 503, code: 'SERVER_BUSY' });
    expect(log).not.toContain('start never');
    jobs.forEach((j) => j.finish());
    await Promise.all(admitted);
    // Room again once the queue has drained.
    await expect(queue.run(() => Promise.resolve('later'))).resolves.toBe('later');
  });

  it('frees the slot of a job that fails and passes its error on', async () => {
    const log: string[] = [];
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 10_000, callerWaitMs: 20_000, initialEstimateMs: 100 });
    const first = gate(log, 'first');
    const second = gate(log, 'second');
    const failing = queue.run(first.job);
    const next = queue.run(second.job);
    first.fail();
    await expect(failing).rejects.toThrow('first failed');
    await tick();
    expect(log).toEqual(['start first', 'start second']);
    second.finish();
    await expect(next).resolves.toBe('second');
    expect(queue.depth).toBe(0);
  });

  it('follows the measured hash time, so a slower machine admits fewer', async () => {
    let now = 0;
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 1000, callerWaitMs: 20_000, initialEstimateMs: 100, now: () => now });
    for (let i = 0; i < 20; i++) {
      await queue.run(async () => {
        now += 400;
      });
    }
    expect(queue.hashMs).toBeGreaterThan(390);
    // One running and one waiting would finish after ~800 ms; a third after ~1200 ms: refused.
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const runs = [queue.run(a.job), queue.run(b.job)];
    await expect(queue.run(() => Promise.resolve())).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    a.finish();
    b.finish();
    await Promise.all(runs);
  });

  it('counts how far a running hash has overrun the average, once for the rounds behind it', async () => {
    let now = 0;
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 950, callerWaitMs: 20_000, initialEstimateMs: 100, now: () => now });
    const log: string[] = [];
    const slow = gate(log, 'slow');
    const running = queue.run(slow.job);
    now += 600;
    expect(queue.hashMs).toBe(600);
    // By the average, it and one more finish at 200 ms; the 500 ms it has overrun make that 700.
    expect(queue.estimatedFinishMs()).toBe(700);
    const waiting = ['b', 'c', 'd'].map((name) => gate(log, name));
    const admitted = waiting.map((w) => queue.run(w.job));
    // A fifth would finish at 1000 ms: refused, though the average alone says 500.
    expect(queue.estimatedFinishMs()).toBe(1000);
    await expect(queue.run(() => Promise.resolve('e'))).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    slow.finish();
    await running;
    waiting.forEach((w) => w.finish());
    await Promise.all(admitted);
    expect(log).toEqual(['start slow', 'start b', 'start c', 'start d']);
  });

  it('refuses a waiting job whose turn comes too late for its caller, without running it', async () => {
    let now = 0;
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 1000, callerWaitMs: 1200, initialEstimateMs: 100, now: () => now });
    const log: string[] = [];
    const slow = gate(log, 'slow');
    const late = gate(log, 'late');
    const running = queue.run(slow.job);
    const waiting = queue.run(late.job);
    // The running hash takes 1500 ms: the waiting one could only finish after its caller gave up.
    now += 1500;
    slow.finish();
    await expect(waiting).rejects.toMatchObject({ status: 503, code: 'SERVER_BUSY' });
    expect(log).toEqual(['start slow']);
    await running;
    expect(queue.depth).toBe(0);
  });

  it('replaces the initial guess with the first measurement, then averages', () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 1000, callerWaitMs: 1200, initialEstimateMs: 100 });
    queue.observe(300);
    expect(queue.hashMs).toBe(300);
    queue.observe(400);
    expect(queue.hashMs).toBeCloseTo(320);
  });
});
