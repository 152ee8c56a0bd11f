import { ErrorCode, type HttpErrorBody } from '@lakbay/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

// Plain code (no store, no i18n, no '@/' imports): tests/integration drives bookings through it.

/** How long, in all, a write whose outcome is unknown is asked again before the person is told to check. */
export const WRITE_CHECK_BUDGET_MS = 30_000;
/** Waits before each retry, the last repeated; each is spread by ±25% so that clients cut off together do not return together. */
export const WRITE_RETRY_DELAYS_MS = [500, 1000, 2000, 4000] as const;
/** A write the service does not store under its key is sent again only when it was surely refused, at most this often. */
export const MAX_UNKEYED_RETRIES = 2;
// A retry that would have less than this to get its answer is not sent.
const MIN_ATTEMPT_MS = 2000;

/**
 * What an answer says about the write:
 * - `final`: done, or refused for good (2xx, 4xx, 500): asking again changes nothing;
 * - `unknown`: it may or may not have been saved (no answer, a gateway's 502/504, 503
 *   WRITE_OUTCOME_UNKNOWN, or WRITE_IN_PROGRESS while the first attempt still runs);
 * - `refused`: surely not done, try again shortly (503 SERVICE_UNAVAILABLE, SERVER_BUSY).
 */
export type WriteAnswer = 'final' | 'unknown' | 'refused';

/** One attempt's result as fetchBaseQuery gives it. */
export interface WriteResult {
  error?: FetchBaseQueryError;
  meta?: { response?: Response };
}

const UNKNOWN_CODES = new Set<unknown>([ErrorCode.WRITE_OUTCOME_UNKNOWN, ErrorCode.WRITE_IN_PROGRESS]);

export function classifyWriteAnswer(result: WriteResult): WriteAnswer {
  const { error } = result;
  if (!error) {
    return 'final';
  }
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return 'unknown';
  }
  // A proxy's page instead of the BFF's JSON.
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (status === 502 || status === 504) {
    return 'unknown';
  }
  if (status !== 503) {
    return 'final';
  }
  const code =
    error.status === 503 && typeof error.data === 'object' && error.data !== null ? (error.data as { code?: unknown }).code : undefined;
  // A 503 without the BFF's code came from something in front of it: nothing says it was not done.
  return code === undefined || UNKNOWN_CODES.has(code) ? 'unknown' : 'refused';
}

/**
 * The wait before a retry: the next of WRITE_RETRY_DELAYS_MS, or longer when the answer said
 * `Retry-After: <seconds>` (a busy server), spread upwards by up to 25% in that case.
 */
export function retryDelayMs(retry: number, random: () => number = Math.random, retryAfter?: string | null): number {
  const base = WRITE_RETRY_DELAYS_MS[Math.min(retry, WRITE_RETRY_DELAYS_MS.length - 1)];
  const spread = random();
  const delay = base * (0.75 + spread * 0.5);
  const asked = retryAfterMs(retryAfter);
  return Math.round(asked > delay ? asked * (1 + spread * 0.25) : delay);
}

// Retry-After in seconds (the form the BFF sends); an HTTP date or nonsense counts as nothing.
// Capped at 10 s: the person is waiting for this answer.
function retryAfterMs(value: string | null | undefined): number {
  const seconds = value && /^\d+$/.test(value.trim()) ? Number(value) : 0;
  return Math.min(seconds, 10) * 1000;
}

export interface SendWriteOptions {
  /**
   * Whether the service stores the write's outcome under its Idempotency-Key. Only then is a write
   * of unknown outcome sent again: the service answers what it did instead of doing it twice.
   */
  keyed: boolean;
  /** The message of the answer given when no attempt told within the budget whether it was saved. */
  unknownOutcomeMessage: () => string;
  /** Told true before the first retry after an unknown outcome, false once the write is settled or given up. */
  onChecking?: (checking: boolean) => void;
  signal?: AbortSignal;
  budgetMs?: number;
  random?: () => number;
}

/** The answer given when the outcome stayed unknown: the BFF's own shape for it, so pages handle one. */
export function outcomeUnknownError(message: string): { error: FetchBaseQueryError } {
  const data: HttpErrorBody = { statusCode: 503, code: ErrorCode.WRITE_OUTCOME_UNKNOWN, message };
  return { error: { status: 503, data } };
}

/**
 * Sends a write (`attempt`, given the time it may take) until its outcome is known. A keyed write
 * whose answer leaves it unknown, or that was refused for now, goes again with the same key (the
 * caller's `attempt` keeps it) after a growing wait, for up to WRITE_CHECK_BUDGET_MS in all; it
 * stops at the first definite answer. Still unknown then, it answers 503 WRITE_OUTCOME_UNKNOWN with
 * `unknownOutcomeMessage`, which tells the person what to check. An unkeyed write is sent again
 * only when surely refused (at most MAX_UNKEYED_RETRIES times): a repeat might do it twice.
 */
export async function sendWrite<R extends WriteResult>(
  attempt: (timeoutMs: number) => R | PromiseLike<R>,
  options: SendWriteOptions,
): Promise<R | { error: FetchBaseQueryError }> {
  const { keyed, signal, budgetMs = WRITE_CHECK_BUDGET_MS, random = Math.random } = options;
  const deadline = Date.now() + budgetMs;
  let result = await attempt(budgetMs);
  let answer = classifyWriteAnswer(result);
  let unknown = answer === 'unknown';
  let checking = false;
  try {
    for (let retry = 0; answer !== 'final'; retry++) {
      if (signal?.aborted || (!keyed && (answer === 'unknown' || retry >= MAX_UNKEYED_RETRIES))) {
        break;
      }
      const delay = retryDelayMs(retry, random, result.meta?.response?.headers.get('Retry-After'));
      if (deadline - Date.now() - delay < MIN_ATTEMPT_MS) {
        break;
      }
      if (unknown && !checking) {
        checking = true;
        options.onChecking?.(true);
      }
      await wait(delay, signal);
      if (signal?.aborted) {
        break;
      }
      result = await attempt(deadline - Date.now());
      answer = classifyWriteAnswer(result);
      unknown ||= answer === 'unknown';
    }
  } finally {
    if (checking) {
      options.onChecking?.(false);
    }
  }
  return keyed && answer !== 'final' && unknown && !signal?.aborted ? outcomeUnknownError(options.unknownOutcomeMessage()) : result;
}

/** Resolves after ms, or as soon as the signal aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
