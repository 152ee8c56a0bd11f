import type { AddJobOptions, ProcessOptions, RepeatOptions } from './job-queue';

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;
/** Longest wait between two runs of a failing job; DEFAULT_MAX_BACKOFF_MS when not configured. */
export const DEFAULT_MAX_BACKOFF_MS = 5 * 60_000;

/**
 * How long finished jobs stay known (for jobId dedupe and inspection). BullMQ keeps them in Redis
 * for this long; the in-process queue remembers their ids.
 */
export const JOB_RETENTION = {
  completed: { age: 24 * 3600, count: 1000 },
  failed: { age: 7 * 24 * 3600, count: 5000 },
} as const;

/** Settings shared by both adapters. */
export interface RetryDefaults {
  /** Default runs per job; DEFAULT_ATTEMPTS when undefined. */
  attempts?: number;
  /** Delay before the first retry in ms, doubled for each later one; DEFAULT_BACKOFF_MS when undefined. */
  backoffMs?: number;
  /** Longest delay between two runs in ms (the doubling stops there); DEFAULT_MAX_BACKOFF_MS when undefined. */
  maxBackoffMs?: number;
}

export interface ResolvedAddOptions {
  delayMs: number;
  attempts: number;
  jobId: string | undefined;
}

/** Delay before the run that follows failed run number `failedAttempt`: doubled each time, up to maxMs. */
export function backoffDelay(baseMs: number, failedAttempt: number, maxMs = Number.POSITIVE_INFINITY): number {
  return Math.round(Math.min(maxMs, baseMs * 2 ** (failedAttempt - 1)));
}

/** Runs that fit in retryForMs with this backoff: the first, then one more after each wait while the waits add up to no more. */
export function attemptsWithin(retryForMs: number, { backoffMs, maxBackoffMs }: Required<Omit<RetryDefaults, 'attempts'>>): number {
  if (backoffMs <= 0 || maxBackoffMs <= 0) {
    return DEFAULT_ATTEMPTS;
  }
  let runs = 1;
  let waited = 0;
  for (;;) {
    const delay = backoffDelay(backoffMs, runs, maxBackoffMs);
    if (waited + delay > retryForMs) {
      return runs;
    }
    if (delay >= maxBackoffMs) {
      // Capped from here on: the waits that still fit, at once.
      return runs + Math.floor((retryForMs - waited) / maxBackoffMs);
    }
    waited += delay;
    runs++;
  }
}

export function resolveRetryDefaults(defaults: RetryDefaults): Required<RetryDefaults> {
  const attempts = defaults.attempts ?? DEFAULT_ATTEMPTS;
  const backoffMs = defaults.backoffMs ?? DEFAULT_BACKOFF_MS;
  const maxBackoffMs = defaults.maxBackoffMs ?? Math.max(DEFAULT_MAX_BACKOFF_MS, backoffMs);
  assertPositiveInteger('attempts', attempts);
  assertNonNegative('backoffMs', backoffMs);
  assertNonNegative('maxBackoffMs', maxBackoffMs);
  return { attempts, backoffMs, maxBackoffMs };
}

/** Checks the options the same way on both adapters, so a job valid in one is valid in the other. */
export function resolveAddOptions(name: string, opts: AddJobOptions, defaults: Required<RetryDefaults>): ResolvedAddOptions {
  const delayMs = opts.delayMs ?? 0;
  if (opts.retryForMs !== undefined) {
    assertNonNegative(`retryForMs of job ${name}`, opts.retryForMs);
  }
  const attempts = opts.attempts ?? (opts.retryForMs === undefined ? defaults.attempts : attemptsWithin(opts.retryForMs, defaults));
  assertNonNegative(`delayMs of job ${name}`, delayMs);
  assertPositiveInteger(`attempts of job ${name}`, attempts);
  if (opts.jobId !== undefined) {
    // BullMQ's own rules for custom ids, applied in-process too.
    if (opts.jobId === '' || opts.jobId.includes(':') || `${Number.parseInt(opts.jobId, 10)}` === opts.jobId) {
      throw new TypeError(`jobId of job ${name} must be a non-empty string that is not an integer and has no ':'`);
    }
  }
  return { delayMs, attempts, jobId: opts.jobId };
}

/** Checks repeat() arguments the same way on both adapters; answers the schedule's key. */
export function resolveRepeat(name: string, everyMs: number, opts: RepeatOptions): string {
  assertPositiveInteger(`everyMs of job ${name}`, everyMs);
  const key = opts.key ?? name;
  if (key === '' || key.includes(':')) {
    throw new TypeError(`repeat key of job ${name} must be a non-empty string without ':'`);
  }
  return key;
}

export function resolveConcurrency(name: string, opts: ProcessOptions): number {
  const concurrency = opts.concurrency ?? 1;
  assertPositiveInteger(`concurrency of job ${name}`, concurrency);
  return concurrency;
}

function assertPositiveInteger(what: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new TypeError(`${what} must be a positive integer, got ${value}`);
  }
}

function assertNonNegative(what: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new TypeError(`${what} must be a finite number >= 0, got ${value}`);
  }
}
