import { createJobQueue } from './create-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { RecordingLogger, waitFor } from './testing/job-queue-contract';

describe(createJobQueue.name, () => {
  it('runs jobs in-process when no Redis URL is configured', async () => {
    for (const redisUrl of [undefined, '']) {
      const jobs = createJobQueue({ redisUrl });
      await jobs.close();
      expect(jobs).toBeInstanceOf(InProcessJobQueue);
    }
  });

  it("checks the data of the platform's jobs (JOB_DATA_CLASS) when they run", async () => {
    const logger = new RecordingLogger();
    const jobs = createJobQueue({ logger });
    try {
      const reminded: unknown[] = [];
      jobs.process('scheduling.booking.remind', async (data) => {
        reminded.push(data);
      });
      await jobs.add('scheduling.booking.remind', { bookingId: 'booking-1', version: 1 });
      await jobs.add('scheduling.booking.remind', { bookingId: '0b0e3d1c-8f0a-4f4e-9d55-2f9c1a8e7b61', version: 2 });
      await waitFor('the good job to run and the bad one to fail', () => reminded.length === 1 && logger.errors.length === 1);
      expect(reminded).toEqual([{ bookingId: '0b0e3d1c-8f0a-4f4e-9d55-2f9c1a8e7b61', version: 2 }]);
      expect(logger.errors[0]).toMatch(/scheduling\.booking\.remind .*invalid data: bookingId must be a UUID/);
    } finally {
      await jobs.close();
    }
  });
});
