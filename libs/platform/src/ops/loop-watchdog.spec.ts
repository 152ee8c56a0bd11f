import { LIVENESS_HOLD_MS, LoopWatchdog } from './loop-watchdog';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(LoopWatchdog.name, () => {
  describe('with a clock of its own', () => {
    let now = 0;
    let watchdog: LoopWatchdog;
    // Ticks on time for `ms`, as its timer would while the loop runs freely.
    const runFreely = (ms: number) => {
      for (let t = 0; t < ms; t += 250) {
        now += 250;
        watchdog.tick();
      }
    };

    beforeEach(() => {
      now = 1_000_000;
      watchdog = new LoopWatchdog({ tickMs: 250, clock: () => now });
      watchdog.watch(5000);
    });

    it('is live while its ticks come on time, and after a block shorter than the limit', () => {
      runFreely(3000);
      now += 250 + 4900;
      watchdog.tick();
      expect(watchdog.report()).toEqual({ status: 'ok' });
    });

    it('reports a block longer than the limit for LIVENESS_HOLD_MS, then is live again', () => {
      runFreely(1000);
      now += 250 + 6000;
      watchdog.tick();
      expect(watchdog.report()).toEqual({ status: 'blocked', blockedMs: 6000, agoMs: 0 });
      runFreely(LIVENESS_HOLD_MS - 500);
      expect(watchdog.report()).toMatchObject({ status: 'blocked', blockedMs: 6000 });
      runFreely(500);
      expect(watchdog.report()).toEqual({ status: 'ok' });
    });

    it('sees a block that just ended before its late tick has run', () => {
      runFreely(1000);
      now += 7000;
      expect(watchdog.report()).toMatchObject({ status: 'blocked', agoMs: 0 });
    });

    it('never reports a block when its limit is 0', () => {
      watchdog.watch(0);
      now += 60_000;
      watchdog.tick();
      expect(watchdog.report()).toEqual({ status: 'ok' });
    });
  });

  it('notices a real busy loop on its own timer, and lets go once its hold has passed', async () => {
    const watchdog = new LoopWatchdog({ tickMs: 20, holdMs: 1000 });
    watchdog.start(200);
    try {
      await sleep(100);
      expect(watchdog.report()).toEqual({ status: 'ok' });
      const blockedUntil = performance.now() + 600;
      while (performance.now() < blockedUntil) {
        // the event loop is blocked: no timer can run
      }
      await sleep(50);
      const report = watchdog.report();
      expect(report).toMatchObject({ status: 'blocked' });
      expect(report.status === 'blocked' && report.blockedMs).toBeGreaterThanOrEqual(400);
      await sleep(1000);
      expect(watchdog.report()).toEqual({ status: 'ok' });
    } finally {
      watchdog.stop();
    }
  });
});
