import { currentCall, runInCall } from '../context';

/**
 * What BullMQ stores as a job's data: the payload plus the request it came from. Handlers see the
 * payload only; the request id is restored around them, so a job's log lines carry the id of the
 * request that caused it, even when it runs minutes later in another process.
 */
export interface JobEnvelope {
  lakbayJob: 1;
  data: unknown;
  requestId?: string;
}

/** The request id a job is added with: the given one, none for null, else the current call's. */
export function requestIdFor(requestId: string | null | undefined): string | undefined {
  return requestId === undefined ? currentCall()?.requestId : (requestId ?? undefined);
}

export function wrapJobData(data: unknown, requestId: string | undefined): JobEnvelope {
  return requestId ? { lakbayJob: 1, data, requestId } : { lakbayJob: 1, data };
}

/** Reads an envelope; data stored without one (a job added before envelopes existed) passes as is. */
export function unwrapJobData(stored: unknown): { data: unknown; requestId?: string } {
  if (typeof stored === 'object' && stored !== null && (stored as Partial<JobEnvelope>).lakbayJob === 1 && 'data' in stored) {
    const { data, requestId } = stored as JobEnvelope;
    return { data, requestId };
  }
  return { data: stored };
}

/** Runs a handler inside the call of its request, when the job has one. */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? runInCall({ requestId }, fn) : fn();
}
