import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { JobQueue } from './job-queue';
import { JOB_QUEUE_PORT, ManagedJobQueue, provideJobQueue } from './job-queue.provider';
import { metricsRegistry } from '../metrics/registry';
import { InProcessJobQueue } from './in-process-job-queue';
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

  it('counts every run of a handler by job name and outcome for /metrics', async () => {
    const runs = async (outcome: string) =>
      (await metricsRegistry.getSingleMetric('lakbay_job_runs_total')?.get())?.values.find(
        (v) => v.labels.job === 'mail.send' && v.labels.outcome === outcome,
      )?.value ?? 0;
    const before = { completed: await runs('completed'), failed: await runs('failed') };
    const jobs = new ManagedJobQueue(new InProcessJobQueue({ attempts: 2, backoffMs: 10, logger: { warn() {}, error() {} } }));
    let calls = 0;
    jobs.process('mail.send', async () => {
      calls++;
      if (calls === 1) {
        throw new Error('SMTP said no');
      }
    });
    await jobs.add('mail.send', { to: 'kadet@example.ph', subject: 'Hi', text: 'Hello' });
    await waitFor('the retry to succeed', () => calls === 2);
    await sleep(20);
    await jobs.close();
    expect(await runs('failed')).toBe(before.failed + 1);
    expect(await runs('completed')).toBe(before.completed + 1);
  });
});
