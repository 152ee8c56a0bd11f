import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** Spec section 9: a failed query is retried at most this many times. */
export const MAX_QUERY_RETRIES = 3;

// Retrying cannot change these answers: bad input, no session, no right, nothing there.
const FINAL_STATUSES = new Set<FetchBaseQueryError['status']>([400, 401, 403, 404]);

/**
 * Retry condition for RTK Query's `retry`, for queries only. A mutation such as a login or a
 * booking may have taken effect even when its answer was lost: the base query retries writes
 * itself, with the same Idempotency-Key, so that the service answers instead of repeating it.
 * `attempt` counts failures so far, so `attempt <= 3` allows three retries after the first try.
 */
export function shouldRetry(
  error: unknown,
  _args: unknown,
  { attempt, baseQueryApi }: { attempt: number; baseQueryApi: BaseQueryApi },
): boolean {
  if (baseQueryApi.type !== 'query' || attempt > MAX_QUERY_RETRIES) {
    return false;
  }
  const status = (error as Partial<FetchBaseQueryError> | undefined)?.status;
  return status === undefined || !FINAL_STATUSES.has(status);
}
