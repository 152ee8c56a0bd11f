import { AsyncLocalStorage } from 'node:async_hooks';
import { IsInt, IsObject, IsOptional } from 'class-validator';
import { currentCall, runInCall } from '../../context';
import type { JobDataClasses } from '../job-data';
import type { JobLogger, JobQueue, JobState, QueueMap } from '../job-queue';
import { PermanentJobError } from '../permanent-job-error';
import { eventually } from '../../../../../tests/support/eventually';

/** Jobs of the contract suite; they live here, not in @lakbay/contracts. */
export interface TestJobMap {
  'test.echo': { n: number; nested?: { at: string; tags: string[] } };
  'test.other': { n: number };
}
export const TEST_JOB_QUEUES: QueueMap<TestJobMap> = { 'test.echo': 'test', 'test.other': 'test' };

class TestEchoData {
  @IsInt()
  n!: number;

  @IsOptional()
  @IsObject()
  nested?: { at: string; tags: string[] };
}

/** test.echo's data is checked when it runs; test.other's is not. */
export const TEST_JOB_DATA: JobDataClasses<TestJobMap> = { 'test.echo': TestEchoData };

export interface ContractQueueOptions {
  logger: JobLogger;
  attempts: number;
  backoffMs: number;
  maxBackoffMs: number;
  dataClasses: JobDataClasses<TestJobMap>;
}
export type MakeJobQueue = (options: ContractQueueOptions) => JobQueue<TestJobMap>;

export class RecordingLogger implements JobLogger {
  readonly warnings: string[] = [];
  readonly errors: string[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
  error(message: string): void {
    this.errors.push(message);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for a condition on a queue (eventually(), with a short interval: jobs run in milliseconds). */
export async function waitFor(what: string, condition: () => boolean, timeoutMs = 5000): Promise<void> {
  await eventually(what, condition, { timeoutMs, intervalMs: 10 });
}

const BACKOFF_MS = 40;
/** The waits double from BACKOFF_MS up to this: 40, 80, 120, 120, ... */
const MAX_BACKOFF_MS = 120;
// Timers and Date.now round differently by up to a millisecond.
const CLOCK_SLACK_MS = 2;

/** The behaviours every JobQueue adapter shares; each adapter's spec calls this once. */
export function describeJobQueueContract(adapter: string, makeQueue: MakeJobQueue): void {
  describe(`${adapter} (JobQueue contract)`, () => {
    let queue: JobQueue<TestJobMap> | undefined;
    let logger: RecordingLogger;

    function open(): JobQueue<TestJobMap> {
      logger = new RecordingLogger();
      queue = makeQueue({ logger, attempts: 3, backoffMs: BACKOFF_MS, maxBackoffMs: MAX_BACKOFF_MS, dataClasses: TEST_JOB_DATA });
      return queue;
    }

    afterEach(async () => {
      await queue?.close();
      queue = undefined;
    });

    describe('add', () => {
      it('runs a job with its data, through JSON as Redis would carry it', async () => {
        const jobs = open();
        const seen: Array<{ data: unknown; attempt: number; jobId: string }> = [];
        jobs.process('test.echo', async (data, ctx) => {
          seen.push({ data, ...ctx });
        });
        const at = new Date('2026-03-01T08:00:00.000Z');
        await jobs.add('test.echo', { n: 1, nested: { at: at as unknown as string, tags: ['a', 'b'] } });
        await waitFor('the job to run', () => seen.length === 1);
        expect(seen[0]).toEqual({
          data: { n: 1, nested: { at: '2026-03-01T08:00:00.000Z', tags: ['a', 'b'] } },
          attempt: 1,
          jobId: expect.any(String),
        });
      });

      it('does not run a delayed job before its delay', async () => {
        const jobs = open();
        const ran: Array<{ n: number; at: number }> = [];
        jobs.process('test.echo', async ({ n }) => {
          ran.push({ n, at: Date.now() });
        });
        // A delay long enough that the second add (one Redis round trip, slow on a loaded CI
        // machine) is done well before it ends, so the order below is the queue's, not the clock's.
        const delayMs = 1000;
        const start = Date.now();
        await jobs.add('test.echo', { n: 1 }, { delayMs });
        await jobs.add('test.echo', { n: 2 });
        await waitFor('the delayed job to run', () => ran.length === 2, 10_000);
        expect(ran.map((r) => r.n)).toEqual([2, 1]);
        expect(ran[1].at - start).toBeGreaterThanOrEqual(delayMs - CLOCK_SLACK_MS);
      });

      it('does nothing for a second job with the same jobId', async () => {
        const jobs = open();
        await jobs.add('test.echo', { n: 1 }, { jobId: 'booking-42' });
        await jobs.add('test.echo', { n: 2 }, { jobId: 'booking-42' });
        const seen: number[] = [];
        jobs.process('test.echo', async ({ n }) => {
          seen.push(n);
        });
        await waitFor('the job to run', () => seen.length === 1);
        await jobs.add('test.echo', { n: 3 }, { jobId: 'booking-42' });
        await sleep(200);
        expect(seen).toEqual([1]);
      });

      it('rejects a jobId that BullMQ cannot store', async () => {
        const jobs = open();
        await expect(jobs.add('test.echo', { n: 1 }, { jobId: '42' })).rejects.toThrow(/jobId/);
        await expect(jobs.add('test.echo', { n: 1 }, { jobId: 'a:b' })).rejects.toThrow(/jobId/);
      });

      it('keeps a job added before its handler until one is registered', async () => {
        const jobs = open();
        await jobs.add('test.other', { n: 7 });
        await sleep(150);
        const seen: number[] = [];
        jobs.process('test.other', async ({ n }) => {
          seen.push(n);
        });
        await waitFor('the waiting job to run', () => seen.length === 1);
        expect(seen).toEqual([7]);
      });
    });

    describe('state', () => {
      async function waitForState(jobs: JobQueue<TestJobMap>, jobId: string, state: JobState): Promise<void> {
        const deadline = Date.now() + 5000;
        let last: JobState | undefined;
        while (Date.now() < deadline) {
          last = await jobs.state('test.echo', jobId);
          if (last === state) {
            return;
          }
          await sleep(10);
        }
        throw new Error(`job ${jobId} is ${last}, expected ${state}`);
      }

      it('is unknown for an id never added', async () => {
        const jobs = open();
        expect(await jobs.state('test.echo', 'never-added')).toBe('unknown');
      });

      it('follows a job from waiting through active to completed', async () => {
        const jobs = open();
        await jobs.add('test.echo', { n: 1 }, { jobId: 'state-1' });
        expect(await jobs.state('test.echo', 'state-1')).toBe('waiting');
        let release = () => {};
        jobs.process('test.echo', () => new Promise<void>((resolve) => (release = resolve)));
        await waitForState(jobs, 'state-1', 'active');
        release();
        await waitForState(jobs, 'state-1', 'completed');
      });

      it('is delayed before its delay, and failed once it gave up', async () => {
        const jobs = open();
        await jobs.add('test.echo', { n: 1 }, { jobId: 'state-2', delayMs: 60_000 });
        expect(await jobs.state('test.echo', 'state-2')).toBe('delayed');
        jobs.process('test.echo', async () => {
          throw new PermanentJobError('bad data');
        });
        await jobs.add('test.echo', { n: 2 }, { jobId: 'state-3' });
        await waitForState(jobs, 'state-3', 'failed');
      });
    });

    describe('request id', () => {
      it('runs the handler in the call of the request that added the job', async () => {
        const jobs = open();
        const seen: Array<string | undefined> = [];
        jobs.process('test.echo', async () => {
          seen.push(currentCall()?.requestId);
        });
        await jobs.add('test.echo', { n: 1 }, { requestId: 'req-given' });
        await runInCall({ requestId: 'req-current' }, () => jobs.add('test.echo', { n: 2 }));
        await runInCall({ requestId: 'req-ignored' }, () => jobs.add('test.echo', { n: 3 }, { requestId: null }));
        await waitFor('three runs', () => seen.length === 3);
        expect(seen).toEqual(['req-given', 'req-current', undefined]);
      });

      it("runs the handler outside the adder's async context, as another process would", async () => {
        const jobs = open();
        const adder = new AsyncLocalStorage<string>();
        const seen: Array<string | undefined> = [];
        jobs.process('test.echo', async () => {
          seen.push(adder.getStore());
        });
        await adder.run('a transaction of the adder', () => jobs.add('test.echo', { n: 1 }));
        await waitFor('the run', () => seen.length === 1);
        expect(seen).toEqual([undefined]);
      });
    });

    describe('repeat', () => {
      it('runs the job at once, then every everyMs', async () => {
        const jobs = open();
        const runs: Array<{ n: number; at: number }> = [];
        jobs.process('test.echo', async ({ n }) => {
          runs.push({ n, at: Date.now() });
        });
        const start = Date.now();
        await jobs.repeat('test.echo', 200, { n: 7 });
        await waitFor('the first run', () => runs.length >= 1, 1000);
        expect(runs[0].at - start).toBeLessThan(190);
        await waitFor('three runs', () => runs.length >= 3);
        // Two intervals at least (BullMQ aligns runs to multiples of everyMs, so one may be short).
        expect(runs[2].at - runs[0].at).toBeGreaterThanOrEqual(200 - CLOCK_SLACK_MS);
        expect(runs.every((r) => r.n === 7)).toBe(true);
      });

      it('replaces the schedule of the same key instead of adding a second one', async () => {
        const jobs = open();
        const runs: number[] = [];
        jobs.process('test.echo', async ({ n }) => {
          runs.push(n);
        });
        await jobs.repeat('test.echo', 100, { n: 1 }, { key: 'sync' });
        await waitFor('a run of the first schedule', () => runs.length >= 1);
        await jobs.repeat('test.echo', 100, { n: 2 }, { key: 'sync' });
        await waitFor('a run of the second schedule', () => runs.includes(2));
        const from = runs.length;
        await sleep(1000);
        const later = runs.slice(from);
        expect(later.every((n) => n === 2)).toBe(true);
        // One schedule: about ten runs a second, not twenty.
        expect(later.length).toBeGreaterThanOrEqual(5);
        expect(later.length).toBeLessThanOrEqual(12);
      });

      it('does not pile up runs while none can be handled', async () => {
        const jobs = open();
        await jobs.repeat('test.other', 50, { n: 1 });
        await sleep(400);
        const runs: number[] = [];
        jobs.process('test.other', async ({ n }) => {
          runs.push(n);
        });
        await waitFor('a run once a handler is there', () => runs.length >= 1, 2000);
        await sleep(40);
        // The eight missed runs would arrive at once; a schedule gives about one per 50 ms. (Measured
        // from the first run, not from a fixed sleep, so a loaded machine does not fail it.)
        expect(runs.length).toBeLessThanOrEqual(3);
      });

      it('refuses an interval that is not a positive integer', async () => {
        const jobs = open();
        await expect(jobs.repeat('test.echo', 0, { n: 1 })).rejects.toThrow(/everyMs/);
      });
    });

    describe('retries', () => {
      it('retries a failing handler with exponential backoff and reports the attempt', async () => {
        const jobs = open();
        const runs: Array<{ attempt: number; at: number }> = [];
        jobs.process('test.echo', async (_data, { attempt }) => {
          runs.push({ attempt, at: Date.now() });
          if (attempt < 3) {
            throw new Error(`flaky ${attempt}`);
          }
        });
        await jobs.add('test.echo', { n: 1 });
        await waitFor('three runs', () => runs.length === 3);
        expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
        expect(runs[1].at - runs[0].at).toBeGreaterThanOrEqual(BACKOFF_MS - CLOCK_SLACK_MS);
        expect(runs[2].at - runs[1].at).toBeGreaterThanOrEqual(2 * BACKOFF_MS - CLOCK_SLACK_MS);
        await waitFor('two retry warnings', () => logger.warnings.length === 2);
        expect(logger.warnings[0]).toContain('flaky 1');
        expect(logger.errors).toEqual([]);
      });

      it('gives up after `attempts` runs and logs the job name and error', async () => {
        const jobs = open();
        let runs = 0;
        jobs.process('test.echo', async () => {
          runs++;
          throw new Error('SMTP refused the message');
        });
        await jobs.add('test.echo', { n: 1 }, { attempts: 2 });
        await waitFor('the failure to be logged', () => logger.errors.length === 1);
        await sleep(BACKOFF_MS * 4);
        expect(runs).toBe(2);
        expect(logger.errors[0]).toMatch(/test\.echo.*failed after 2 attempt.*SMTP refused the message/);
      });

      it('fails at once, logged, when the handler throws PermanentJobError', async () => {
        const jobs = open();
        let runs = 0;
        jobs.process('test.echo', async () => {
          runs++;
          throw new PermanentJobError('recipient address is invalid');
        });
        await jobs.add('test.echo', { n: 1 }, { jobId: 'permanent-1' });
        await waitFor('the failure to be logged', () => logger.errors.length === 1);
        await sleep(BACKOFF_MS * 3);
        expect(runs).toBe(1);
        expect(logger.errors[0]).toMatch(/test\.echo.*recipient address is invalid/);
        await eventually('the job failed', async () => (await jobs.state('test.echo', 'permanent-1')) === 'failed');
        expect(await jobs.failure('test.echo', 'permanent-1')).toBe('recipient address is invalid');
      });

      it('retries for retryForMs with waits that double up to the cap, then fails with the last error', async () => {
        const jobs = open();
        const runs: number[] = [];
        jobs.process('test.echo', async () => {
          runs.push(Date.now());
          throw new Error(`mail server away (${runs.length})`);
        });
        // Waits 40, 80, 120, 120 fit in 400 ms (360 ms), a fifth (480 ms) does not: five runs.
        await jobs.add('test.echo', { n: 1 }, { jobId: 'window-1', retryForMs: 400 });
        await waitFor('five runs and the failure', () => logger.errors.length === 1, 10_000);
        await sleep(MAX_BACKOFF_MS * 2);
        expect(runs).toHaveLength(5);
        const waits = runs.slice(1).map((at, i) => at - runs[i]);
        expect(waits[2]).toBeGreaterThanOrEqual(MAX_BACKOFF_MS - CLOCK_SLACK_MS);
        // Capped: five runs in the window, where doubling alone (40, 80, 160, then 320 ms) fits four.
        // (Not the fourth wait's length: on a loaded machine a timer fires hundreds of ms late.)
        expect(await jobs.failure('test.echo', 'window-1')).toBe('mail server away (5)');
        expect(await jobs.failure('test.echo', 'unknown-1')).toBeUndefined();
      });

      it('runs a failed job again when it is added with retryFailed, and not without', async () => {
        const jobs = open();
        let fail = true;
        const runs: boolean[] = [];
        jobs.process('test.echo', async () => {
          runs.push(fail);
          if (fail) {
            throw new PermanentJobError('refused');
          }
        });
        await jobs.add('test.echo', { n: 1 }, { jobId: 'redrive-1' });
        await eventually('the job failed', async () => (await jobs.state('test.echo', 'redrive-1')) === 'failed');
        fail = false;
        await jobs.add('test.echo', { n: 1 }, { jobId: 'redrive-1' });
        await sleep(BACKOFF_MS * 2);
        expect(await jobs.state('test.echo', 'redrive-1')).toBe('failed');
        await jobs.add('test.echo', { n: 1 }, { jobId: 'redrive-1', retryFailed: true });
        await eventually('the job completed', async () => (await jobs.state('test.echo', 'redrive-1')) === 'completed');
        expect(runs).toEqual([true, false]);
        expect(await jobs.failure('test.echo', 'redrive-1')).toBeUndefined();
        // A completed job is not run again by retryFailed.
        await jobs.add('test.echo', { n: 1 }, { jobId: 'redrive-1', retryFailed: true });
        await sleep(BACKOFF_MS * 2);
        expect(runs).toEqual([true, false]);
      });
    });

    describe('data', () => {
      const bad = (data: unknown) => data as TestJobMap['test.echo'];

      it('fails a job whose data its class refuses at once, with the reasons, without running the handler', async () => {
        const jobs = open();
        const seen: unknown[] = [];
        jobs.process('test.echo', async (data) => {
          seen.push(data);
        });
        await jobs.add('test.echo', bad({ n: 'one', nested: 'flat' }), { jobId: 'bad-data-1' });
        await waitFor('the failure to be logged', () => logger.errors.length === 1);
        expect(logger.errors[0]).toMatch(
          /test\.echo \(bad-data-1\) failed after 1 attempt.*invalid data: n must be an integer number; nested must be an object/,
        );
        expect(await jobs.state('test.echo', 'bad-data-1')).toBe('failed');
        await sleep(BACKOFF_MS * 3);
        expect(seen).toEqual([]);
        expect(logger.warnings).toEqual([]);
      });

      it('fails a job whose data is not an object', async () => {
        const jobs = open();
        jobs.process('test.echo', async () => {});
        await jobs.add('test.echo', bad(null));
        await waitFor('the failure to be logged', () => logger.errors.length === 1);
        expect(logger.errors[0]).toMatch(/test\.echo.*invalid data: it must be an object, not null/);
      });

      it('goes on with the next jobs after one with bad data', async () => {
        const jobs = open();
        const seen: number[] = [];
        jobs.process('test.echo', async ({ n }) => {
          seen.push(n);
        });
        await jobs.add('test.echo', bad({ n: 1.5 }));
        await jobs.add('test.echo', { n: 2, extra: 'a field a newer release added' } as TestJobMap['test.echo']);
        await waitFor('the good job to run', () => seen.length === 1);
        expect(seen).toEqual([2]);
        await waitFor('the bad one to be logged', () => logger.errors.length === 1);
        expect(logger.errors[0]).toContain('n must be an integer number');
      });

      it('runs a job without a data class unchecked', async () => {
        const jobs = open();
        const seen: unknown[] = [];
        jobs.process('test.other', async (data) => {
          seen.push(data);
        });
        await jobs.add('test.other', { n: 'anything' } as unknown as TestJobMap['test.other']);
        await waitFor('the job to run', () => seen.length === 1);
        expect(seen).toEqual([{ n: 'anything' }]);
      });
    });

    describe('process', () => {
      async function maxParallel(concurrency: number | undefined, count: number): Promise<number> {
        const jobs = open();
        let active = 0;
        let max = 0;
        let done = 0;
        jobs.process(
          'test.echo',
          async () => {
            active++;
            max = Math.max(max, active);
            await sleep(80);
            active--;
            done++;
          },
          concurrency === undefined ? {} : { concurrency },
        );
        for (let n = 0; n < count; n++) {
          await jobs.add('test.echo', { n });
        }
        await waitFor(`${count} jobs to finish`, () => done === count);
        return max;
      }

      it('runs one job at a time by default', async () => {
        expect(await maxParallel(undefined, 3)).toBe(1);
      });

      it('runs up to `concurrency` jobs at once', async () => {
        expect(await maxParallel(2, 4)).toBe(2);
      });

      it('refuses a second handler for the same job name', () => {
        const jobs = open();
        jobs.process('test.echo', async () => {});
        expect(() => jobs.process('test.echo', async () => {})).toThrow(/already has a handler/);
      });
    });

    describe('close', () => {
      it('waits for a running handler', async () => {
        const jobs = open();
        let started = false;
        let finished = false;
        jobs.process('test.echo', async () => {
          started = true;
          await sleep(250);
          finished = true;
        });
        await jobs.add('test.echo', { n: 1 });
        await waitFor('the handler to start', () => started);
        await jobs.close();
        expect(finished).toBe(true);
      });

      it('refuses jobs after close', async () => {
        const jobs = open();
        await jobs.close();
        await expect(jobs.add('test.echo', { n: 1 })).rejects.toThrow(/closed/);
      });
    });
  });
}
