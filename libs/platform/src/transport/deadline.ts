import { AsyncLocalStorage } from 'node:async_hooks';
import { callHeaders } from '../context/call-context';

/**
 * The transport header with the moment (epoch milliseconds) a request's caller stops waiting for
 * it: ServiceClient's timeout for that call, sent with reads (isReadCommand). A service that takes
 * the request up later than this does not run its handler (CallContextInterceptor): nobody would
 * read the answer, and on a backed-up service (an overloaded machine, a queue behind a slow
 * dependency) the work spent on answers nobody waits for is what keeps it behind. Writes carry none:
 * one taken up late is still made, since its caller was told the outcome is unknown and checks
 * (the SPA) or repeats it under the same Idempotency-Key. The clocks of the processes are assumed
 * to agree (one machine in standalone mode; NTP between the nodes of a cluster).
 */
export const DEADLINE_HEADER = 'x-deadline';

/**
 * What a request taken up after its deadline is answered (503). Its caller has usually given up by
 * then; one whose timer has not fired yet reads it as its own timeout (ServiceClient), so a user
 * is told the service did not answer in time, never this.
 */
export const PAST_DEADLINE = 'The caller stopped waiting for this request before it was handled.';

const storage = new AsyncLocalStorage<number>();

/** Runs `send` (a request's sending) with `deadline` for the transport clients to put in its headers. */
export function withDeadline<T>(deadline: number, send: () => T): T {
  return storage.run(deadline, send);
}

/**
 * The headers of a request sent now: the current call's (callHeaders) and, inside withDeadline,
 * its deadline. Events carry callHeaders() alone: nobody waits for them.
 */
export function requestHeaders(): Record<string, string> {
  const deadline = storage.getStore();
  const headers = callHeaders();
  if (deadline !== undefined) {
    headers[DEADLINE_HEADER] = String(deadline);
  }
  return headers;
}

/** Whether a request whose headers gave `header` as its deadline is past it at `now`. */
export function isPastDeadline(header: string | undefined, now = Date.now()): boolean {
  if (!header) {
    return false;
  }
  const deadline = Number(header);
  // A header that is not a time (sent by something else than ServiceClient) is ignored, not obeyed.
  return Number.isSafeInteger(deadline) && deadline > 0 && now >= deadline;
}
