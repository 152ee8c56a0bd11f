import { Global, Inject, Injectable, Module, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { createJobQueue } from './create-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue';
import { JOB_QUEUE_PORT } from './job-queue.provider';

// Standalone mode: every service lives in this process and must see the same queue, as they would
// see the same Redis. It outlives each service's app and is closed by the launcher.
let shared: InProcessJobQueue | undefined;

export function sharedInProcessJobQueue(config?: Pick<AppConfig, 'jobs'>): InProcessJobQueue {
  shared ??= new InProcessJobQueue({ maxBackoffMs: config?.jobs.maxBackoffMs });
  return shared;
}

export async function closeSharedJobQueue(): Promise<void> {
  const queue = shared;
  shared = undefined;
  await queue?.close();
}

@Injectable()
class JobQueueLifecycle implements BeforeApplicationShutdown {
  constructor(
    @Inject(JOB_QUEUE_PORT) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // Before the database and transport close, so running handlers can still use them.
  async beforeApplicationShutdown(): Promise<void> {
    if (this.config.redisUrl) {
      await this.queue.close();
    }
  }
}

/** JOB_QUEUE_PORT for the services that enqueue or process jobs: BullMQ on Redis, or in-process. */
@Global()
@Module({
  providers: [
    {
      provide: JOB_QUEUE_PORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): JobQueue =>
        config.redisUrl
          ? createJobQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix, maxBackoffMs: config.jobs.maxBackoffMs })
          : sharedInProcessJobQueue(config),
    },
    JobQueueLifecycle,
  ],
  exports: [JOB_QUEUE_PORT],
})
export class JobsModule {}
