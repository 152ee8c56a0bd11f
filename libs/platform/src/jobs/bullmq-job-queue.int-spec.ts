import { BullMqJobQueue } from './bullmq-job-queue';
import { createJobQueue } from './create-job-queue';
import { describeJobQueueContract, RecordingLogger, TEST_JOB_QUEUES, waitFor, type TestJobMap } from './testing/job-queue-contract';
import { deleteKeys, redisProblem, TEST_REDIS_URL, testPrefix } from './testing/redis-for-tests';

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

    function open(logger: RecordingLogger): BullMqJobQueue<TestJobMap> {
      const prefix = testPrefix();
      prefixes.push(prefix);
      return new BullMqJobQueue<TestJobMap>({ redisUrl: TEST_REDIS_URL, queues: TEST_JOB_QUEUES, prefix, logger, attempts: 1 });
    }

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
