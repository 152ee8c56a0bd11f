import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A write is sent at most this many more times when its answer may have been lost. */
export const MAX_WRITE_RETRIES = 2;
/** Waits before each retry (each one is spread by ±25% so that clients cut off together do not return together). */
export const WRITE_RETRY_DELAYS_MS = [600, 1800] as const;

// No answer arrived, or a gateway or the BFF said "try again": the write may or may not have
// happened, and only the same key makes sending it again safe. Timeouts are not retried: the user
// already waited 30 s and decides.
const RETRYABLE = new Set<FetchBaseQueryError['status']>(['FETCH_ERROR', 502, 503, 504]);

export const isWrite = (args: string | FetchArgs): boolean =>
  typeof args !== 'string' && !['GET', 'HEAD'].includes((args.method ?? 'GET').toUpperCase());

export const shouldRetryWrite = (error: FetchBaseQueryError | undefined): boolean => error !== undefined && RETRYABLE.has(error.status);

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

/**
 * A new random key. crypto.randomUUID exists only on HTTPS and localhost pages; a platform served
 * over plain HTTP on a school network still has getRandomValues, which makes the same v4 UUID.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The write with an Idempotency-Key: its own when the caller set one, a new one otherwise. */
export function withIdempotencyKey(args: FetchArgs): FetchArgs {
  const headers = new Headers();
  const given = args.headers;
  const entries = given instanceof Headers ? [...given.entries()] : Array.isArray(given) ? given : Object.entries(given ?? {});
  for (const [name, value] of entries) {
    if (value !== undefined) {
      headers.set(name, value);
    }
  }
  if (!headers.has(IDEMPOTENCY_KEY_HEADER)) {
    headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
  }
  return { ...args, headers };
}
