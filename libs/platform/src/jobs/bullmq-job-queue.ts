import { Logger } from '@nestjs/common';
import type { JobMap } from '@lakbay/contracts';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { AddJobOptions, JobHandler, JobLogger, JobQueue, ProcessOptions, QueueMap } from './job-queue';
import { logFailed, logRetry } from './job-failure-log';
import {
  backoffDelay,
  JOB_RETENTION,
  resolveAddOptions,
  resolveConcurrency,
  resolveRetryDefaults,
  type RetryDefaults,
} from './job-options';
import { PermanentJobError } from './permanent-job-error';
import { redactUrl } from './redact-url';

export interface BullMqJobQueueOptions<M extends object> extends RetryDefaults {
  /** redis:// or rediss:// URL. */
  redisUrl: string;
  /** Job name -> queue name; JOB_QUEUE for JobMap. */
  queues: QueueMap<M>;
  /** Namespace of every Redis key; default 'lakbay'. Tests use a random one. */
  prefix?: string;
  logger?: JobLogger;
  /** How long add() waits for Redis before it rejects, in ms; default 10 000. */
  addTimeoutMs?: number;
}

interface QueueWorker {
  worker: Worker;
  handlers: Map<string, { handler: JobHandler<unknown>; concurrency: number }>;
}

/** Distributed mode's queue: one BullMQ Queue per queue name, one Worker per queue dispatching by job name. */
export class BullMqJobQueue<M extends object = JobMap> implements JobQueue<M> {
  private readonly connection: Redis;
  private readonly logger: JobLogger;
  private readonly defaults: Required<RetryDefaults>;
  private readonly prefix: string;
  private readonly queueOf: QueueMap<M>;
  private readonly addTimeoutMs: number;
  private readonly redisUrlForLogs: string;
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, QueueWorker>();
  private closing: Promise<void> | undefined;

  constructor(options: BullMqJobQueueOptions<M>) {
    this.logger = options.logger ?? new Logger('Jobs');
    this.defaults = resolveRetryDefaults(options);
    this.prefix = options.prefix ?? 'lakbay';
    this.queueOf = options.queues;
    this.addTimeoutMs = options.addTimeoutMs ?? 10_000;
    this.redisUrlForLogs = redactUrl(options.redisUrl);
    // BullMQ's workers block on Redis and need commands that never give up while it reconnects.
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error: Error) => {
      this.logger.warn(`Redis at ${this.redisUrlForLogs}: ${error.message}`);
    });
  }

  async add<J extends keyof M & string>(name: J, data: M[J], opts: AddJobOptions = {}): Promise<void> {
    if (this.closing) {
      throw new Error(`Cannot add job ${name}: the job queue is closed`);
    }
    const { delayMs, attempts, jobId } = resolveAddOptions(name, opts, this.defaults.attempts);
    const queue = this.queue(this.queueName(name));
    const added = queue.add(name, data, {
      jobId,
      delay: delayMs,
      attempts,
      backoff: { type: 'exponential', delay: this.defaults.backoffMs },
      removeOnComplete: JOB_RETENTION.completed,
      removeOnFail: JOB_RETENTION.failed,
    });
    await withTimeout(
      added,
      this.addTimeoutMs,
      `Redis at ${this.redisUrlForLogs} did not accept job ${name} within ${this.addTimeoutMs} ms`,
    );
  }

  process<J extends keyof M & string>(name: J, handler: JobHandler<M[J]>, opts: ProcessOptions = {}): void {
    if (this.closing) {
      throw new Error(`Cannot process job ${name}: the job queue is closed`);
    }
    const queueName = this.queueName(name);
    const concurrency = resolveConcurrency(name, opts);
    const queueWorker = this.workers.get(queueName) ?? this.startWorker(queueName, concurrency);
    if (queueWorker.handlers.has(name)) {
      throw new Error(`Job ${name} already has a handler`);
    }
    queueWorker.handlers.set(name, { handler: handler as JobHandler<unknown>, concurrency });
    // BullMQ limits concurrency per worker, that is per queue: the largest asked for wins.
    queueWorker.worker.concurrency = Math.max(...[...queueWorker.handlers.values()].map((h) => h.concurrency));
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    // Worker.close waits for the handlers that are running.
    await Promise.all([...this.workers.values()].map(({ worker }) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    if (this.connection.status === 'ready') {
      await this.connection.quit();
    } else {
      this.connection.disconnect();
    }
  }

  private queueName(name: string): string {
    const queueName = (this.queueOf as Record<string, string | undefined>)[name];
    if (queueName === undefined) {
      throw new Error(`Job ${name} has no queue: add it to the job -> queue map`);
    }
    return queueName;
  }

  private queue(queueName: string): Queue {
    let queue = this.queues.get(queueName);
    if (!queue) {
      queue = new Queue(queueName, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error: Error) => this.logger.error(`Queue ${queueName}: ${error.message}`, error.stack));
      this.queues.set(queueName, queue);
    }
    return queue;
  }

  private startWorker(queueName: string, concurrency: number): QueueWorker {
    const handlers: QueueWorker['handlers'] = new Map();
    const worker = new Worker(queueName, (job: Job) => this.dispatch(queueName, handlers, job), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency,
    });
    worker.on('failed', (job: Job | undefined, error: Error) => this.onFailed(queueName, job, error));
    worker.on('error', (error: Error) => this.logger.error(`Worker of queue ${queueName}: ${error.message}`, error.stack));
    const queueWorker = { worker, handlers };
    this.workers.set(queueName, queueWorker);
    return queueWorker;
  }

  private async dispatch(queueName: string, handlers: QueueWorker['handlers'], job: Job): Promise<void> {
    const registered = handlers.get(job.name);
    if (!registered) {
      throw new Error(`No handler for job ${job.name} on queue ${queueName} in this process`);
    }
    try {
      await registered.handler(job.data, { attempt: job.attemptsMade + 1, jobId: job.id as string });
    } catch (error) {
      throw error instanceof PermanentJobError ? new UnrecoverableError(error.message) : error;
    }
  }

  private onFailed(queueName: string, job: Job | undefined, error: Error): void {
    if (!job) {
      this.logger.error(`A job of queue ${queueName} failed: ${error.message}`, error.stack);
      return;
    }
    // By now BullMQ has counted the failed run in attemptsMade and chosen between retry and failed.
    const attempts = job.opts.attempts ?? 1;
    const info = { name: job.name, id: job.id ?? '?', attempt: job.attemptsMade, attempts };
    if (job.attemptsMade >= attempts || error instanceof UnrecoverableError) {
      logFailed(this.logger, info, error);
    } else {
      logRetry(this.logger, info, backoffDelay(this.defaults.backoffMs, job.attemptsMade), error);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
