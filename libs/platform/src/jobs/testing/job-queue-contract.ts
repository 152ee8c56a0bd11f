import type { JobLogger, JobQueue, QueueMap } from '../job-queue';
import { PermanentJobError } from '../permanent-job-error';

/** Jobs of the contract suite; they live here, not in @lakbay/contracts. */
export interface TestJobMap {
  'test.echo': { n: number; nested?: { at: string; tags: string[] } };
  'test.other': { n: number };
}
export const TEST_JOB_QUEUES: QueueMap<TestJobMap> = { 'test.echo': 'test', 'test.other': 'test' };

export interface ContractQueueOptions {
  logger: JobLogger;
  attempts: number;
  backoffMs: number;
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

export async function waitFor(what: string, condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    }
    await sleep(10);
  }
}

const BACKOFF_MS = 40;
// Timers and Date.now round differently by up to a millisecond.
const CLOCK_SLACK_MS = 2;

/** The behaviours every JobQueue adapter shares; each adapter's spec calls this once. */
export function describeJobQueueContract(adapter: string, makeQueue: MakeJobQueue): void {
  describe(`${adapter} (JobQueue contract)`, () => {
    let queue: JobQueue<TestJobMap> | undefined;
    let logger: RecordingLogger;

    function open(): JobQueue<TestJobMap> {
      logger = new RecordingLogger();
      queue = makeQueue({ logger, attempts: 3, backoffMs: BACKOFF_MS });
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
        const start = Date.now();
        await jobs.add('test.echo', { n: 1 }, { delayMs: 300 });
        await jobs.add('test.echo', { n: 2 });
        await waitFor('the delayed job to run', () => ran.length === 2);
        expect(ran.map((r) => r.n)).toEqual([2, 1]);
        expect(ran[1].at - start).toBeGreaterThanOrEqual(300 - CLOCK_SLACK_MS);
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
        await jobs.add('test.echo', { n: 1 });
        await waitFor('the failure to be logged', () => logger.errors.length === 1);
        await sleep(BACKOFF_MS * 3);
        expect(runs).toBe(1);
        expect(logger.errors[0]).toMatch(/test\.echo.*recipient address is invalid/);
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
