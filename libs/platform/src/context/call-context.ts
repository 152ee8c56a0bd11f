import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from './actor';

/**
 * What travels with one request through every process it touches: made at the BFF for an HTTP
 * request, carried in transport headers to the services and in job data to job handlers.
 */
export interface CallContext {
  /** X-Request-Id: the caller's, or made at the BFF. Appears in every log line of the call. */
  requestId: string;
  /**
   * The user the call acts as, once known: set by the BFF after the bearer check, and on the
   * service side from the verified actor only (never from a header of its own).
   */
  userId?: string;
  /** Who the call acts for, verified from actorToken (services) or set with it (BFF). */
  actor?: Actor;
  /** The actor signed by the BFF (ActorTokens), carried in transport headers. */
  actorToken?: string;
  /** The Idempotency-Key of an HTTP write; the owning service stores the outcome under it. */
  idempotencyKey?: string;
  /**
   * SHA-256 (hex) of the HTTP write the key came with (method, path, body), made at the BFF: a
   * repeat must match it. Not the message payload, which carries client details a retry may change.
   */
  idempotencyFingerprint?: string;
}

type HeaderField = 'requestId' | 'actorToken' | 'idempotencyKey' | 'idempotencyFingerprint';

/** Header names on the transport (NATS headers, or the in-process packet's headers). */
export const CALL_HEADERS = {
  requestId: 'x-request-id',
  actorToken: 'x-actor',
  idempotencyKey: 'idempotency-key',
  idempotencyFingerprint: 'idempotency-fingerprint',
} as const satisfies Record<HeaderField, string>;

const storage = new AsyncLocalStorage<CallContext>();

/** The call this code runs for, or undefined outside any (start-up, timers). */
export function currentCall(): CallContext | undefined {
  return storage.getStore();
}

/** Runs fn with ctx as the current call; async work started inside keeps it. */
export function runInCall<T>(ctx: CallContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

/** Sets a field on the current call (e.g. userId once the session is known); no-op outside a call. */
export function updateCall(changes: Partial<CallContext>): void {
  const call = storage.getStore();
  if (call) {
    Object.assign(call, changes);
  }
}

/** The current call as transport headers (only the fields that are set). */
export function callHeaders(call: CallContext | undefined = currentCall()): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!call) {
    return headers;
  }
  for (const key of Object.keys(CALL_HEADERS) as HeaderField[]) {
    const value = call[key];
    if (value) {
      headers[CALL_HEADERS[key]] = value;
    }
  }
  return headers;
}

/**
 * Reads a call back from headers; a missing request id gets a new one so every log line has one.
 * The actor token is kept as sent: CallContextInterceptor verifies it before it becomes the actor.
 */
export function callFromHeaders(get: (name: string) => string | undefined, newId: () => string): CallContext {
  const call: CallContext = { requestId: get(CALL_HEADERS.requestId) || newId() };
  const actorToken = get(CALL_HEADERS.actorToken);
  const idempotencyKey = get(CALL_HEADERS.idempotencyKey);
  const idempotencyFingerprint = get(CALL_HEADERS.idempotencyFingerprint);
  if (actorToken) {
    call.actorToken = actorToken;
  }
  if (idempotencyKey) {
    call.idempotencyKey = idempotencyKey;
  }
  if (idempotencyFingerprint) {
    call.idempotencyFingerprint = idempotencyFingerprint;
  }
  return call;
}
