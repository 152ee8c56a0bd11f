import { JOB_QUEUE } from '@lakbay/contracts';
import { JOB_DATA_CLASS } from '@lakbay/contracts/jobs.dto';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobDataClasses } from './job-data';
import type { JobLogger, JobQueue, QueueMap } from './job-queue';
import type { RetryDefaults } from './job-options';

export interface JobQueueOptions extends RetryDefaults {
  /** Distributed mode when set (BullMQ on this Redis); standalone, in-process, when undefined or ''. */
  redisUrl?: string;
  /** Namespace of the Redis keys; default 'lakbay'. */
  prefix?: string;
  logger?: JobLogger;
}

/** BullMQ when a Redis URL is configured, the in-process runner otherwise. */
export function createJobQueue(options: JobQueueOptions): JobQueue;
export function createJobQueue<M extends object>(
  options: JobQueueOptions & { queues: QueueMap<M>; dataClasses?: JobDataClasses<M> },
): JobQueue<M>;
export function createJobQueue<M extends object>(
  options: JobQueueOptions & { queues?: QueueMap<M>; dataClasses?: JobDataClasses<M> },
): JobQueue<M> {
  // Without a map of its own, M is the platform's JobMap (first overload), its data checked by JOB_DATA_CLASS.
  const {
    redisUrl,
    queues = JOB_QUEUE as unknown as QueueMap<M>,
    dataClasses = options.queues ? undefined : JOB_DATA_CLASS,
    ...rest
  } = options;
  if (redisUrl) {
    return new BullMqJobQueue<M>({ ...rest, redisUrl, queues, dataClasses });
  }
  return new InProcessJobQueue<M>({ ...rest, dataClasses });
}
