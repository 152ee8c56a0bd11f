import { Logger } from '@nestjs/common';
import type { JobMap } from '@lakbay/contracts';
import { type JobDataClasses, jobDataRefusal } from './job-data';
import { requestIdFor, runWithRequestId } from './job-envelope';
import type { AddJobOptions, JobHandler, JobLogger, JobQueue, JobState, ProcessOptions, RepeatOptions } from './job-queue';
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
import { runDetached } from './run-detached';

export interface InProcessJobQueueOptions<M extends object = JobMap> extends RetryDefaults {
  logger?: JobLogger;
  /** Checks each job's data when it runs: data its class refuses fails the job at once, with the reasons. */
  dataClasses?: JobDataClasses<M>;
}

interface QueuedJob {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  attemptsMade: number;
  requestId?: string;
  /** Set while waiting for its delay or a retry. */
  timer?: NodeJS.Timeout;
  running?: boolean;
}

interface Registration {
  handler: JobHandler<unknown>;
  concurrency: number;
  running: number;
}

/**
 * Standalone mode's queue: timers in this process, same names, retries, delays and dedupe as
 * BullMQ. Nothing is persisted: jobs still waiting at close or at a crash are gone, so work that
 * must not be lost is re-enqueued from the transactional outbox.
 */
export class InProcessJobQueue<M extends object = JobMap> implements JobQueue<M> {
  private readonly logger: JobLogger;
  private readonly defaults: Required<RetryDefaults>;
  private readonly dataClasses: JobDataClasses<M> | undefined;
  private readonly handlers = new Map<string, Registration>();
  private readonly ready = new Map<string, QueuedJob[]>();
  /** Jobs waiting, delayed or running, by id. */
  private readonly live = new Map<string, QueuedJob>();
  /** Finished job ids and when to forget them, oldest first (Map keeps insertion order). */
  private readonly finished = { completed: new Map<string, number>(), failed: new Map<string, number>() };
  /** The last error of each failed job still known. */
  private readonly failureReasons = new Map<string, string>();
  private readonly running = new Set<Promise<void>>();
  /** repeat() timers by key. */
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private nextId = 1;
  private closing: Promise<void> | undefined;

  constructor(options: InProcessJobQueueOptions<M> = {}) {
    this.logger = options.logger ?? new Logger('Jobs');
    this.defaults = resolveRetryDefaults(options);
    this.dataClasses = options.dataClasses;
  }

  async add<J extends keyof M & string>(name: J, data: M[J], opts: AddJobOptions = {}): Promise<void> {
    this.addJob(name, data, opts);
  }

  async state<J extends keyof M & string>(_name: J, jobId: string): Promise<JobState> {
    const job = this.live.get(jobId);
    if (job) {
      if (job.running) {
        return 'active';
      }
      // A retry waiting for its backoff is delayed, as in BullMQ.
      return job.timer ? 'delayed' : 'waiting';
    }
    for (const state of ['completed', 'failed'] as const) {
      const forgetAt = this.finished[state].get(jobId);
      if (forgetAt !== undefined && forgetAt > Date.now()) {
        return state;
      }
    }
    return 'unknown';
  }

  async failure<J extends keyof M & string>(name: J, jobId: string): Promise<string | undefined> {
    return (await this.state(name, jobId)) === 'failed' ? this.failureReasons.get(jobId) : undefined;
  }

  async repeat<J extends keyof M & string>(name: J, everyMs: number, data: M[J], opts: RepeatOptions = {}): Promise<void> {
    if (this.closing) {
      throw new Error(`Cannot repeat job ${name}: the job queue is closed`);
    }
    const key = resolveRepeat(name, everyMs, opts);
    clearInterval(this.schedules.get(key));
    let lastJobId: string | undefined;
    const tick = () => {
      // Like BullMQ's scheduler: no new run while the last one still waits for a handler.
      const last = lastJobId === undefined ? undefined : this.live.get(lastJobId);
      if (!last || last.running) {
        lastJobId = this.addJob(name, data, { requestId: null });
      }
    };
    this.schedules.set(key, setInterval(tick, everyMs));
    // BullMQ runs a schedule with `every` at once, then on each interval.
    tick();
  }

  process<J extends keyof M & string>(name: J, handler: JobHandler<M[J]>, opts: ProcessOptions = {}): void {
    if (this.handlers.has(name)) {
      throw new Error(`Job ${name} already has a handler`);
    }
    const concurrency = resolveConcurrency(name, opts);
    this.handlers.set(name, { handler: handler as JobHandler<unknown>, concurrency, running: 0 });
    this.pump(name);
  }

  /** Its jobs live in this process: nothing to lose, so the listener is never called. */
  onReconnect(_listener: () => void): () => void {
    return () => {};
  }

  close(): Promise<void> {
    this.closing ??= this.drain();
    return this.closing;
  }

  /** Adds the job and answers its id; an id already known adds nothing. */
  private addJob(name: string, data: unknown, opts: AddJobOptions): string {
    if (this.closing) {
      throw new Error(`Cannot add job ${name}: the job queue is closed`);
    }
    const { delayMs, attempts, jobId } = resolveAddOptions(name, opts, this.defaults);
    if (jobId !== undefined && opts.retryFailed && this.finished.failed.delete(jobId)) {
      this.failureReasons.delete(jobId);
    }
    if (jobId !== undefined && this.isKnown(jobId)) {
      return jobId;
    }
    const job: QueuedJob = {
      id: jobId ?? String(this.nextId++),
      name,
      // The same JSON round trip as Redis, so no handler sees a value BullMQ would not deliver.
      data: JSON.parse(JSON.stringify(data)) as unknown,
      attempts,
      attemptsMade: 0,
      requestId: requestIdFor(opts.requestId),
    };
    this.live.set(job.id, job);
    this.schedule(job, delayMs);
    return job.id;
  }

  private async drain(): Promise<void> {
    for (const timer of this.schedules.values()) {
      clearInterval(timer);
    }
    this.schedules.clear();
    for (const job of this.live.values()) {
      clearTimeout(job.timer);
    }
    await Promise.allSettled(this.running);
    // Whatever is still live now never ran to an end: waiting, delayed, or a retry not rescheduled.
    if (this.live.size > 0) {
      this.logger.warn(`In-process job queue closed with ${this.live.size} job(s) not done; they are dropped`);
    }
  }

  private schedule(job: QueuedJob, delayMs: number): void {
    if (delayMs > 0) {
      job.timer = setTimeout(() => this.enqueue(job), delayMs);
    } else {
      this.enqueue(job);
    }
  }

  private enqueue(job: QueuedJob): void {
    job.timer = undefined;
    const queue = this.ready.get(job.name) ?? [];
    queue.push(job);
    this.ready.set(job.name, queue);
    this.pump(job.name);
  }

  private pump(name: string): void {
    const registration = this.handlers.get(name);
    const queue = this.ready.get(name);
    if (!registration || !queue) {
      return;
    }
    while (!this.closing && queue.length > 0 && registration.running < registration.concurrency) {
      const job = queue.shift() as QueuedJob;
      registration.running++;
      const run = this.run(job, registration).finally(() => {
        registration.running--;
        this.running.delete(run);
        this.pump(name);
      });
      this.running.add(run);
    }
  }

  private async run(job: QueuedJob, registration: Registration): Promise<void> {
    const attempt = job.attemptsMade + 1;
    job.running = true;
    try {
      const refusal = jobDataRefusal(this.dataClasses, job.name, job.data);
      if (refusal !== undefined) {
        throw new PermanentJobError(refusal);
      }
      // Detached: a handler must not run inside the adder's transaction or request, as with BullMQ.
      await runDetached(() => runWithRequestId(job.requestId, () => registration.handler(job.data, { attempt, jobId: job.id })));
      this.finish(job, 'completed');
    } catch (error) {
      job.running = false;
      job.attemptsMade = attempt;
      const info = { name: job.name, id: job.id, attempt, attempts: job.attempts };
      if (attempt < job.attempts && !(error instanceof PermanentJobError)) {
        const delay = backoffDelay(this.defaults.backoffMs, attempt, this.defaults.maxBackoffMs);
        logRetry(this.logger, info, delay, error);
        if (!this.closing) {
          this.schedule(job, delay);
        }
      } else {
        logFailed(this.logger, info, error);
        this.finish(job, 'failed');
        this.failureReasons.set(job.id, error instanceof Error ? error.message : String(error));
      }
    }
  }

  private finish(job: QueuedJob, state: 'completed' | 'failed'): void {
    this.live.delete(job.id);
    const ids = this.finished[state];
    ids.set(job.id, Date.now() + JOB_RETENTION[state].age * 1000);
    if (ids.size > JOB_RETENTION[state].count) {
      const oldest = ids.keys().next().value as string;
      ids.delete(oldest);
      this.failureReasons.delete(oldest);
    }
  }

  private isKnown(jobId: string): boolean {
    if (this.live.has(jobId)) {
      return true;
    }
    const now = Date.now();
    for (const ids of [this.finished.completed, this.finished.failed]) {
      const forgetAt = ids.get(jobId);
      if (forgetAt !== undefined && forgetAt > now) {
        return true;
      }
      ids.delete(jobId);
      this.failureReasons.delete(jobId);
    }
    return false;
  }
}
