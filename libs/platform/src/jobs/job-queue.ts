import type { JobMap } from '@lakbay/contracts';

/** What a handler learns about the run it is in. */
export interface JobContext {
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  jobId: string;
}

export type JobHandler<D> = (data: D, ctx: JobContext) => Promise<void>;

export interface AddJobOptions {
  /** Milliseconds to wait before the first run; undefined or 0 runs as soon as a handler is free. */
  delayMs?: number;
  /** Runs in all, first one included, before the job lands in the failed state; default 5. */
  attempts?: number;
  /**
   * Instead of attempts: retry with the queue's capped backoff for this long (the runs that fit),
   * so transient failures (a database or mail server away for hours) are outlived.
   */
  retryForMs?: number;
  /**
   * When the queue still holds a failed job under jobId, run it again (its runs counted anew) instead
   * of doing nothing: a re-drive of work given up on.
   */
  retryFailed?: boolean;
  /**
   * Dedupe key: while a job with this id is known (waiting, delayed, running, or recently finished,
   * see JOB_RETENTION), adding another with the same id does nothing. Not an integer, no ':'.
   */
  jobId?: string;
  /**
   * The request this job belongs to: the handler runs with it as currentCall().requestId, so its log
   * lines carry it. undefined: the current call's; null: none.
   */
  requestId?: string | null;
}

export interface RepeatOptions {
  /** Names the schedule (BullMQ's job scheduler id); a later repeat() with the same key replaces it. Default: the job name. */
  key?: string;
}

/**
 * Where a job is. 'unknown': the queue does not know the id (never added, forgotten after
 * JOB_RETENTION, or lost with Redis or with the in-process queue at a restart).
 */
export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';

export interface ProcessOptions {
  /** Jobs of this name that may run at the same time in this process; default 1. */
  concurrency?: number;
}

/** Which queue carries each job name (JOB_QUEUE in @lakbay/contracts for JobMap). */
export type QueueMap<M extends object> = { readonly [J in keyof M & string]: string };

/** The subset of Nest's LoggerService the queues use. */
export interface JobLogger {
  warn(message: string): void;
  error(message: string, stack?: string): void;
}

/**
 * Background jobs by name. Payloads go through JSON on both adapters (Dates arrive as strings).
 * Failed runs retry with exponential backoff; the last failure is logged with the job name and
 * error and the job is kept in the failed state.
 */
export interface JobQueue<M extends object = JobMap> {
  add<J extends keyof M & string>(name: J, data: M[J], opts?: AddJobOptions): Promise<void>;
  /**
   * Registers the one handler for a job name. Jobs added earlier wait for it. With BullMQ, a queue's
   * worker starts with its first handler and fails jobs of that queue that have no handler in this
   * process, so register every job of a queue in the process that owns the queue.
   */
  process<J extends keyof M & string>(name: J, handler: JobHandler<M[J]>, opts?: ProcessOptions): void;
  /** Where the job of that name and id is; rejects when the queue cannot be asked (Redis down). */
  state<J extends keyof M & string>(name: J, jobId: string): Promise<JobState>;
  /** Why a failed job gave up (its last error), or undefined when it is not known as failed. */
  failure<J extends keyof M & string>(name: J, jobId: string): Promise<string | undefined>;
  /**
   * Runs a job now and then every `everyMs` until close, in one process of the installation at a time
   * (BullMQ's job scheduler; a timer in-process). While a run waits for a handler no further run
   * piles up. The BullMQ adapter re-asserts its schedules periodically, so a Redis that lost them
   * (flushed, restarted empty) gets them back; a rejection (Redis down) leaves the schedule to that
   * re-assertion.
   */
  repeat<J extends keyof M & string>(name: J, everyMs: number, data: M[J], opts?: RepeatOptions): Promise<void>;
  /**
   * Calls the listener each time the queue's connection is back after it was lost (Redis restarted,
   * perhaps empty, so jobs that waited there may be gone); answers a function that removes it. The
   * in-process queue never loses its store while the process runs, so it never calls it.
   */
  onReconnect(listener: () => void): () => void;
  /** Stops taking work and waits for running handlers. Safe to call twice. */
  close(): Promise<void>;
}
