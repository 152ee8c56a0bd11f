import { createJobQueue } from './create-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';

describe(createJobQueue.name, () => {
  it('runs jobs in-process when no Redis URL is configured', async () => {
    for (const redisUrl of [undefined, '']) {
      const jobs = createJobQueue({ redisUrl });
      await jobs.close();
      expect(jobs).toBeInstanceOf(InProcessJobQueue);
    }
  });
});
