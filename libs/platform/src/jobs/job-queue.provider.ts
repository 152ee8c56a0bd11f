import type { BeforeApplicationShutdown, FactoryProvider, InjectionToken, OptionalFactoryDependency } from '@nestjs/common';
import type { JobMap } from '@lakbay/contracts';
import { createJobQueue, type JobQueueOptions } from './create-job-queue';
import type { AddJobOptions, JobHandler, JobQueue, JobState, ProcessOptions, RepeatOptions } from './job-queue';
import { observedJobHandler } from '../metrics/job-metrics';

/** Injection token of the JobQueue: `@Inject(JOB_QUEUE_PORT) jobs: JobQueue`. */
export const JOB_QUEUE_PORT: InjectionToken<JobQueue> = Symbol('JobQueue');

/**
 * The queue Nest hands out. It closes the adapter before application shutdown, that is after
 * modules are destroyed but before the database and transport close in onApplicationShutdown, so
 * running handlers can still use them.
 */
export class ManagedJobQueue<M extends object = JobMap> implements JobQueue<M>, BeforeApplicationShutdown {
  constructor(private readonly inner: JobQueue<M>) {}

  add<J extends keyof M & string>(name: J, data: M[J], opts?: AddJobOptions): Promise<void> {
    return this.inner.add(name, data, opts);
  }

  process<J extends keyof M & string>(name: J, handler: JobHandler<M[J]>, opts?: ProcessOptions): void {
    // Counted here, once for both adapters: lakbay_job_runs_total{job, outcome}.
    this.inner.process(name, observedJobHandler(name, handler), opts);
  }

  state<J extends keyof M & string>(name: J, jobId: string): Promise<JobState> {
    return this.inner.state(name, jobId);
  }

  failure<J extends keyof M & string>(name: J, jobId: string): Promise<string | undefined> {
    return this.inner.failure(name, jobId);
  }

  repeat<J extends keyof M & string>(name: J, everyMs: number, data: M[J], opts?: RepeatOptions): Promise<void> {
    return this.inner.repeat(name, everyMs, data, opts);
  }

  onReconnect(listener: () => void): () => void {
    return this.inner.onReconnect(listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

/**
 * provideJobQueue((config: AppConfig) => ({ redisUrl: config.redis.url, logger }), [APP_CONFIG])
 * registers JOB_QUEUE_PORT.
 */
export function provideJobQueue<Deps extends unknown[]>(
  optionsFactory: (...deps: Deps) => JobQueueOptions | Promise<JobQueueOptions>,
  inject: Array<InjectionToken | OptionalFactoryDependency> = [],
): FactoryProvider<JobQueue> {
  return {
    provide: JOB_QUEUE_PORT,
    useFactory: async (...deps: unknown[]) => new ManagedJobQueue(createJobQueue(await optionsFactory(...(deps as Deps)))),
    inject,
  };
}
