import { InProcessJobQueue } from './in-process-job-queue';
import { describeJobQueueContract, RecordingLogger, sleep, type TestJobMap } from './testing/job-queue-contract';

describeJobQueueContract(InProcessJobQueue.name, (options) => new InProcessJobQueue<TestJobMap>(options));

describe(InProcessJobQueue.name, () => {
  describe('close', () => {
    it('warns about the jobs it drops, since nothing is persisted', async () => {
      const logger = new RecordingLogger();
      const jobs = new InProcessJobQueue<TestJobMap>({ logger });
      await jobs.add('test.echo', { n: 1 }, { delayMs: 60_000 });
      await jobs.add('test.other', { n: 2 });
      await jobs.close();
      expect(logger.warnings).toEqual([expect.stringContaining('2 job(s) not done')]);
    });

    it('does not retry a failed run once closing', async () => {
      const logger = new RecordingLogger();
      const jobs = new InProcessJobQueue<TestJobMap>({ logger, backoffMs: 10 });
      let runs = 0;
      jobs.process('test.echo', async () => {
        runs++;
        await sleep(50);
        throw new Error('boom');
      });
      await jobs.add('test.echo', { n: 1 });
      await sleep(10);
      await jobs.close();
      await sleep(50);
      expect(runs).toBe(1);
    });
  });

  describe('constructor', () => {
    it('refuses attempts below 1', () => {
      expect(() => new InProcessJobQueue({ attempts: 0 })).toThrow(/attempts must be a positive integer/);
    });
  });
});
