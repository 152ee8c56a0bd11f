import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { JobQueue } from './job-queue';
import { JOB_QUEUE_PORT, ManagedJobQueue, provideJobQueue } from './job-queue.provider';
import { sleep, waitFor } from './testing/job-queue-contract';

const SETTINGS = Symbol('settings');

@Injectable()
class MailJobs {
  constructor(@Inject(JOB_QUEUE_PORT) readonly jobs: JobQueue) {}
}

@Module({
  providers: [
    { provide: SETTINGS, useValue: { attempts: 2 } },
    provideJobQueue((settings: { attempts: number }) => ({ attempts: settings.attempts }), [SETTINGS]),
    MailJobs,
  ],
})
class JobsTestModule {}

describe(provideJobQueue.name, () => {
  it('provides a queue built from injected options and closes it, after running handlers, on shutdown', async () => {
    const app = await NestFactory.createApplicationContext(JobsTestModule, { logger: false });
    const { jobs } = app.get(MailJobs);
    expect(jobs).toBeInstanceOf(ManagedJobQueue);

    let finished = false;
    let started = false;
    jobs.process('mail.send', async () => {
      started = true;
      await sleep(100);
      finished = true;
    });
    await jobs.add('mail.send', { to: 'kadet@example.ph', subject: 'Hi', text: 'Hello' });
    await waitFor('the handler to start', () => started);
    await app.close();

    expect(finished).toBe(true);
    await expect(jobs.add('mail.send', { to: 'kadet@example.ph', subject: 'Hi', text: 'Hello' })).rejects.toThrow(/closed/);
  });
});
