import { fingerprint } from '@lakbay/platform';
import { fieldError } from '../http/bff-error';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID.';

/** Methods whose requests may carry a key: everything that can change something. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Visible ASCII: no spaces or control characters, so a key survives every header and log line.
const GOOD_KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's key; undefined without one, 400 for a malformed one (or several). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) {
    return undefined;
  }
  if (typeof header !== 'string' || !GOOD_KEY.test(header)) {
    throw fieldError(IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_INVALID);
  }
  return header;
}

/** What a repeat must match: the HTTP request, not the message payload (client IP and agent may change). */
export interface FingerprintedRequest {
  method: string;
  /** Path with its parameters and query, as received. */
  url: string;
  /** The parsed JSON body; undefined without one. */
  body?: unknown;
  /** Multipart bodies are streamed by their handler after this point, so only the route counts. */
  multipart: boolean;
}

export function requestFingerprint({ method, url, body, multipart }: FingerprintedRequest): string {
  return fingerprint(method, url, multipart ? 'multipart' : (body ?? null));
}
