import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { BullMqJobQueue } from './bullmq-job-queue';
import { createJobQueue } from './create-job-queue';
import {
  describeJobQueueContract,
  RecordingLogger,
  sleep,
  TEST_JOB_DATA,
  TEST_JOB_QUEUES,
  waitFor,
  type TestJobMap,
} from './testing/job-queue-contract';
import { deleteKeys, redisProblem, TEST_REDIS_URL, testPrefix } from './testing/redis-for-tests';

/** A queue on port 1 of this machine, where nothing listens: every Redis command fails (until the timeout). */
function unreachableQueue(logger: RecordingLogger, options: { addTimeoutMs?: number; repeatReassertMs?: number } = {}) {
  return new BullMqJobQueue<TestJobMap>({
    redisUrl: 'redis://127.0.0.1:1',
    queues: TEST_JOB_QUEUES,
    prefix: testPrefix(),
    logger,
    ...options,
  });
}

const problem = await redisProblem();
if (problem && process.env.CI === 'true') {
  throw new Error(problem);
}

if (problem) {
  console.warn(`Skipping the BullMQ job queue contract: ${problem}`);
  describe.skip(`${BullMqJobQueue.name} (JobQueue contract)`, () => {
    it('needs Redis', () => {});
  });
} else {
  const prefixes: string[] = [];
  afterAll(() => deleteKeys(prefixes));

  describeJobQueueContract(BullMqJobQueue.name, (options) => {
    const prefix = testPrefix();
    prefixes.push(prefix);
    return new BullMqJobQueue<TestJobMap>({ ...options, redisUrl: TEST_REDIS_URL, queues: TEST_JOB_QUEUES, prefix });
  });
}

if (!problem) {
  describe(BullMqJobQueue.name, () => {
    const prefixes: string[] = [];
    afterAll(() => deleteKeys(prefixes));

    function open(
      logger: RecordingLogger,
      prefix = testPrefix(),
      repeatReassertMs?: number,
      redisUrl = TEST_REDIS_URL,
    ): BullMqJobQueue<TestJobMap> {
      prefixes.push(prefix);
      return new BullMqJobQueue<TestJobMap>({
        redisUrl,
        queues: TEST_JOB_QUEUES,
        prefix,
        logger,
        attempts: 1,
        repeatReassertMs,
      });
    }

    it('answers unknown for a job whose keys Redis lost', async () => {
      const prefix = testPrefix();
      const jobs = open(new RecordingLogger(), prefix);
      try {
        await jobs.add('test.echo', { n: 1 }, { jobId: 'lost-1' });
        expect(await jobs.state('test.echo', 'lost-1')).toBe('waiting');
        await deleteKeys([prefix]);
        expect(await jobs.state('test.echo', 'lost-1')).toBe('unknown');
      } finally {
        await jobs.close();
      }
    });

    it('keeps the reasons a job failed for bad data as its failedReason in Redis, after one attempt', async () => {
      const prefix = testPrefix();
      prefixes.push(prefix);
      const logger = new RecordingLogger();
      const jobs = new BullMqJobQueue<TestJobMap>({
        redisUrl: TEST_REDIS_URL,
        queues: TEST_JOB_QUEUES,
        prefix,
        logger,
        dataClasses: TEST_JOB_DATA,
      });
      const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
      const queue = new Queue('test', { connection, prefix });
      try {
        jobs.process('test.echo', async () => {});
        await jobs.add('test.echo', { n: 'two' } as unknown as TestJobMap['test.echo'], { jobId: 'bad-data-2', attempts: 5 });
        await waitFor('the failure to be logged', () => logger.errors.length === 1);
        const job = await queue.getJob('bad-data-2');
        expect(job?.failedReason).toBe('Job test.echo has invalid data: n must be an integer number');
        expect(job?.attemptsMade).toBe(1);
      } finally {
        await queue.close();
        await connection.quit();
        await jobs.close();
      }
    });

    it('writes its repeat schedules again after Redis lost them', async () => {
      const prefix = testPrefix();
      const jobs = open(new RecordingLogger(), prefix, 150);
      try {
        let runs = 0;
        jobs.process('test.echo', async () => {
          runs++;
        });
        await jobs.repeat('test.echo', 100, { n: 1 });
        await waitFor('two runs', () => runs >= 2);
        await deleteKeys([prefix]);
        const before = runs;
        await waitFor('runs after the keys were deleted', () => runs >= before + 3, 3000);
        expect(await jobs.state('test.echo', 'never-added')).toBe('unknown');
      } finally {
        await jobs.close();
      }
    });

    it('tells its listeners each time its connection to Redis is back, not at the first connect, until removed', async () => {
      const prefix = testPrefix();
      const jobs = open(new RecordingLogger(), prefix);
      const admin = new Redis(TEST_REDIS_URL);
      // Only this queue's connection, found by the name it gives itself: the shared Redis stays up.
      const dropConnection = async () => {
        const ids = ((await admin.client('LIST')) as string)
          .split('\n')
          .filter((line) => line.includes(` name=lakbay-jobs:${prefix} `))
          .map((line) => /^id=(\d+)/.exec(line)?.[1]);
        for (const id of ids) {
          await admin.client('KILL', 'ID', id!);
        }
        return ids.length;
      };
      try {
        let calls = 0;
        const remove = jobs.onReconnect(() => calls++);
        await jobs.add('test.echo', { n: 1 }, { jobId: 'kept' });
        await sleep(100);
        expect(calls).toBe(0);
        expect(await dropConnection()).toBe(1);
        await waitFor('the listener', () => calls === 1);
        // Connected again: the job that waited is still there.
        expect(await jobs.state('test.echo', 'kept')).toBe('waiting');
        remove();
        expect(await dropConnection()).toBe(1);
        await jobs.add('test.echo', { n: 2 });
        await sleep(100);
        expect(calls).toBe(1);
      } finally {
        await jobs.close();
        await admin.quit();
      }
    });

    it('tells its listeners when a Redis that was away at its start comes up', async () => {
      const port = await new Promise<number>((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = server.address() as AddressInfo;
          server.close(() => resolve(free));
        });
      });
      const logger = new RecordingLogger();
      const jobs = open(logger, testPrefix(), undefined, `redis://127.0.0.1:${port}`);
      let calls = 0;
      jobs.onReconnect(() => calls++);
      let redis: ChildProcess | undefined;
      try {
        await waitFor('the refused connection to be logged', () => logger.warnings.length === 1);
        expect(calls).toBe(0);
        // A private server: the shared one is never stopped or started by a test.
        redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
          stdio: 'ignore',
        });
        await waitFor('the listener', () => calls === 1, 10_000);
        expect(logger.warnings.at(-1)).toMatch(/connected again/);
      } finally {
        await jobs.close();
        redis?.kill('SIGKILL');
      }
    }, 20_000);

    it('logs an unreachable Redis once, not on every reconnect, and closes without waiting for it', async () => {
      const logger = new RecordingLogger();
      const jobs = unreachableQueue(logger);
      jobs.process('test.echo', async () => {});
      await sleep(1500);
      const closing = Date.now();
      await jobs.close();
      expect(Date.now() - closing).toBeLessThan(1000);
      expect(logger.warnings).toEqual([
        expect.stringMatching(/^Redis at redis:\/\/127\.0\.0\.1:1\/?: connect ECONNREFUSED .*reconnecting/),
      ]);
      expect(logger.errors).toEqual([]);
    });

    it('keeps a schedule that Redis refused, logging the outage once', async () => {
      const logger = new RecordingLogger();
      const jobs = unreachableQueue(logger, { addTimeoutMs: 100, repeatReassertMs: 100 });
      try {
        await expect(jobs.repeat('test.echo', 1000, { n: 1 })).rejects.toThrow(/did not accept the schedule/);
        await sleep(450);
        // One line for the outage, not one per attempt.
        expect(logger.warnings.filter((w) => w.startsWith('Repeated jobs could not be written'))).toHaveLength(1);
      } finally {
        await jobs.close();
      }
    });

    it('fails, logged, a job of its queue that has no handler in this process', async () => {
      const logger = new RecordingLogger();
      const jobs = open(logger);
      try {
        jobs.process('test.echo', async () => {});
        await jobs.add('test.other', { n: 1 });
        await waitFor('the failure to be logged', () => logger.errors.length === 1);
        expect(logger.errors[0]).toMatch(/No handler for job test\.other on queue test/);
      } finally {
        await jobs.close();
      }
    });

    it('is what createJobQueue returns when a Redis URL is set', async () => {
      const prefix = testPrefix();
      prefixes.push(prefix);
      const jobs = createJobQueue({ redisUrl: TEST_REDIS_URL, prefix, queues: TEST_JOB_QUEUES });
      await jobs.close();
      expect(jobs).toBeInstanceOf(BullMqJobQueue);
    });
  });
}
