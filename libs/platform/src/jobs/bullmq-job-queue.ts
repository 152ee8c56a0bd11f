import { Logger } from '@nestjs/common';
import type { JobMap } from '@lakbay/contracts';
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions, type MinimalJob } from 'bullmq';
import { Redis } from 'ioredis';
import { type JobDataClasses, jobDataRefusal } from './job-data';
import { requestIdFor, runWithRequestId, unwrapJobData, wrapJobData } from './job-envelope';
import type { AddJobOptions, JobHandler, JobLogger, JobQueue, JobState, ProcessOptions, QueueMap, RepeatOptions } from './job-queue';
import { logFailed, logRetry } from './job-failure-log';
import {
  backoffDelay,
  JOB_RETENTION,
  resolveAddOptions,
  resolveConcurrency,
  resolveRepeat,
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
  /** How long add(), state() and repeat() wait for Redis before they reject, in ms; default 10 000. */
  addTimeoutMs?: number;
  /** How often repeat() schedules are written again, in case Redis lost them, in ms; default 60 000. */
  repeatReassertMs?: number;
  /** Checks each job's data when it runs: data its class refuses fails the job at once, with the reasons. */
  dataClasses?: JobDataClasses<M>;
}

interface RepeatSchedule {
  name: string;
  everyMs: number;
  data: unknown;
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
  private readonly dataClasses: JobDataClasses<M> | undefined;
  private readonly addTimeoutMs: number;
  private readonly redisUrlForLogs: string;
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, QueueWorker>();
  /** repeat() schedules by key, written again every repeatReassertMs. */
  private readonly schedules = new Map<string, RepeatSchedule>();
  private readonly repeatReassertMs: number;
  private reassertTimer: NodeJS.Timeout | undefined;
  private reassertFailing = false;
  private redisDown = false;
  /** Whether the connection was ready once: every later 'ready' follows a lost connection. */
  private connectedOnce = false;
  private readonly reconnectListeners = new Set<() => void>();
  /** Handlers running now, so a close while Redis is down can still wait for them. */
  private readonly running = new Set<Promise<void>>();
  private closing: Promise<void> | undefined;

  constructor(options: BullMqJobQueueOptions<M>) {
    this.logger = options.logger ?? new Logger('Jobs');
    this.defaults = resolveRetryDefaults(options);
    this.prefix = options.prefix ?? 'lakbay';
    this.queueOf = options.queues;
    this.dataClasses = options.dataClasses;
    this.addTimeoutMs = options.addTimeoutMs ?? 10_000;
    this.repeatReassertMs = options.repeatReassertMs ?? 60_000;
    this.redisUrlForLogs = redactUrl(options.redisUrl);
    // BullMQ's workers block on Redis and need commands that never give up while it reconnects.
    // Named after the prefix, so CLIENT LIST tells an installation's queue connections apart.
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null, connectionName: `lakbay-jobs:${this.prefix}` });
    this.connection.on('error', (error: Error) => this.onConnectionError(error));
    this.connection.on('ready', () => this.onReady());
  }

  async add<J extends keyof M & string>(name: J, data: M[J], opts: AddJobOptions = {}): Promise<void> {
    if (this.closing) {
      throw new Error(`Cannot add job ${name}: the job queue is closed`);
    }
    const { delayMs, attempts, jobId } = resolveAddOptions(name, opts, this.defaults);
    const queue = this.queue(this.queueName(name));
    if (jobId !== undefined && opts.retryFailed) {
      await withTimeout(
        this.removeIfFailed(queue, jobId),
        this.addTimeoutMs,
        `Redis at ${this.redisUrlForLogs} did not answer for failed job ${name} (${jobId}) within ${this.addTimeoutMs} ms`,
      );
    }
    const added = queue.add(name, wrapJobData(data, requestIdFor(opts.requestId)), {
      jobId,
      delay: delayMs,
      ...this.runOptions(attempts),
    });
    await withTimeout(
      added,
      this.addTimeoutMs,
      `Redis at ${this.redisUrlForLogs} did not accept job ${name} within ${this.addTimeoutMs} ms`,
    );
  }

  async state<J extends keyof M & string>(name: J, jobId: string): Promise<JobState> {
    const state = await withTimeout(
      this.queue(this.queueName(name)).getJobState(jobId),
      this.addTimeoutMs,
      `Redis at ${this.redisUrlForLogs} did not answer the state of job ${name} (${jobId}) within ${this.addTimeoutMs} ms`,
    );
    // Both still wait to run, which is all the port tells.
    return state === 'prioritized' || state === 'waiting-children' ? 'waiting' : state;
  }

  async failure<J extends keyof M & string>(name: J, jobId: string): Promise<string | undefined> {
    const queue = this.queue(this.queueName(name));
    const job = await withTimeout(
      queue.getJob(jobId),
      this.addTimeoutMs,
      `Redis at ${this.redisUrlForLogs} did not answer for job ${name} (${jobId}) within ${this.addTimeoutMs} ms`,
    );
    if (!job || !(await job.isFailed())) {
      return undefined;
    }
    return job.failedReason || 'failed';
  }

  /** A failed job under this id is removed, so that the add that follows runs it anew. */
  private async removeIfFailed(queue: Queue, jobId: string): Promise<void> {
    if ((await queue.getJobState(jobId)) === 'failed') {
      await queue.remove(jobId);
    }
  }

  async repeat<J extends keyof M & string>(name: J, everyMs: number, data: M[J], opts: RepeatOptions = {}): Promise<void> {
    if (this.closing) {
      throw new Error(`Cannot repeat job ${name}: the job queue is closed`);
    }
    const key = resolveRepeat(name, everyMs, opts);
    this.queueName(name);
    // Kept first, so the re-assertion writes it even when Redis refuses it now.
    this.schedules.set(key, { name, everyMs, data });
    this.reassertTimer ??= setInterval(() => void this.reassertSchedules(), this.repeatReassertMs).unref();
    await this.writeSchedule(key, { name, everyMs, data });
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

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  /**
   * How BullMQ retries a job (exponential backoff up to maxBackoffMs: the 'capped' strategy of this
   * queue's workers, which read the cap from the job) and how long it keeps finished ones.
   */
  private runOptions(attempts: number): Pick<JobsOptions, 'attempts' | 'backoff' | 'removeOnComplete' | 'removeOnFail'> {
    return {
      attempts,
      backoff: { type: CAPPED, delay: this.defaults.backoffMs, maxDelay: this.defaults.maxBackoffMs } as JobsOptions['backoff'],
      removeOnComplete: JOB_RETENTION.completed,
      removeOnFail: JOB_RETENTION.failed,
    };
  }

  private async writeSchedule(key: string, { name, everyMs, data }: RepeatSchedule): Promise<void> {
    // Upserting an unchanged schedule keeps its next run: writing it again never adds a run.
    const written = this.queue(this.queueName(name)).upsertJobScheduler(
      key,
      { every: everyMs },
      {
        name,
        data: wrapJobData(data, undefined),
        opts: this.runOptions(this.defaults.attempts),
      },
    );
    await withTimeout(
      written,
      this.addTimeoutMs,
      `Redis at ${this.redisUrlForLogs} did not accept the schedule of job ${name} within ${this.addTimeoutMs} ms`,
    );
  }

  private async reassertSchedules(): Promise<void> {
    try {
      for (const [key, schedule] of this.schedules) {
        if (this.closing) {
          return;
        }
        await this.writeSchedule(key, schedule);
      }
      if (this.reassertFailing) {
        this.reassertFailing = false;
        this.logger.warn(`Repeated jobs written to Redis at ${this.redisUrlForLogs} again`);
      }
    } catch (error) {
      // Once per outage: the next interval tries again.
      if (!this.reassertFailing) {
        this.reassertFailing = true;
        this.logger.warn(
          `Repeated jobs could not be written to Redis, retrying every ${this.repeatReassertMs} ms: ${(error as Error).message}`,
        );
      }
    }
  }

  private async shutDown(): Promise<void> {
    clearInterval(this.reassertTimer);
    // Worker.close waits for the handlers that are running, but while Redis is down it also waits
    // forever for its connection to quit: then wait for the handlers here and force the close.
    const redisDown = this.connection.status !== 'ready';
    if (redisDown) {
      await Promise.allSettled(this.running);
    }
    await Promise.all([...this.workers.values()].map(({ worker }) => worker.close(redisDown)));
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
      queue.on('error', (error: Error) => this.onError(`Queue ${queueName}`, error));
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
      settings: { backoffStrategy: cappedBackoff },
    });
    worker.on('failed', (job: Job | undefined, error: Error) => this.onFailed(queueName, job, error));
    worker.on('error', (error: Error) => this.onError(`Worker of queue ${queueName}`, error));
    const queueWorker = { worker, handlers };
    this.workers.set(queueName, queueWorker);
    return queueWorker;
  }

  private async dispatch(queueName: string, handlers: QueueWorker['handlers'], job: Job): Promise<void> {
    const registered = handlers.get(job.name);
    if (!registered) {
      throw new Error(`No handler for job ${job.name} on queue ${queueName} in this process`);
    }
    const { data, requestId } = unwrapJobData(job.data);
    // Retrying cannot mend bad data: the job fails at once, its reasons kept as its failedReason.
    const refusal = jobDataRefusal(this.dataClasses, job.name, data);
    if (refusal !== undefined) {
      throw new UnrecoverableError(refusal);
    }
    const run = runWithRequestId(requestId, () => registered.handler(data, { attempt: job.attemptsMade + 1, jobId: job.id as string }));
    this.running.add(run);
    try {
      await run;
    } catch (error) {
      throw error instanceof PermanentJobError ? new UnrecoverableError(error.message) : error;
    } finally {
      this.running.delete(run);
    }
  }

  private onReady(): void {
    const wasDown = this.redisDown;
    if (wasDown) {
      this.redisDown = false;
      this.logger.warn(`Redis at ${this.redisUrlForLogs}: connected again`);
    }
    const firstConnect = !this.connectedOnce;
    this.connectedOnce = true;
    // A first connect that follows no failure is the start, not a return; one after failures (Redis
    // was away when the process started) is, for the outbox rows refused meanwhile.
    if ((firstConnect && !wasDown) || this.closing) {
      return;
    }
    // The Redis that answers now may have restarted empty: its schedules are written again at once,
    // and the listeners (the outbox) look for the jobs it lost and relay the rows it refused,
    // instead of at their next tick.
    void this.reassertSchedules();
    for (const listener of this.reconnectListeners) {
      try {
        listener();
      } catch (error) {
        this.logger.error(`A listener of the reconnection to Redis failed: ${(error as Error).message}`, (error as Error).stack);
      }
    }
  }

  // ioredis reports every failed reconnect (several a second): one line per outage is enough.
  private onConnectionError(error: Error): void {
    if (!this.redisDown) {
      this.redisDown = true;
      this.logger.warn(`Redis at ${this.redisUrlForLogs}: ${error.message}; reconnecting (a line follows once connected)`);
    }
  }

  private onError(source: string, error: Error): void {
    if (this.connection.status === 'ready') {
      this.logger.error(`${source}: ${error.message}`, error.stack);
    } else {
      this.onConnectionError(error);
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
      logRetry(this.logger, info, cappedBackoff(job.attemptsMade, CAPPED, error, job), error);
    }
  }
}

/** The backoff type of this queue's jobs: exponential, up to the maxDelay the job carries. */
const CAPPED = 'capped';

function cappedBackoff(attemptsMade: number, _type?: string, _error?: Error, job?: MinimalJob): number {
  const backoff = (job?.opts.backoff ?? {}) as { delay?: number; maxDelay?: number };
  return backoffDelay(backoff.delay ?? 0, attemptsMade, backoff.maxDelay);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
