import type { FetchArgs } from '@reduxjs/toolkit/query/react';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const isWrite = (args: string | FetchArgs): boolean =>
  typeof args !== 'string' && !['GET', 'HEAD'].includes((args.method ?? 'GET').toUpperCase());

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
