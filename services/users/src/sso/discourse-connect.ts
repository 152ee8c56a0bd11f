import { createHmac, timingSafeEqual } from 'node:crypto';

/** DiscourseConnect: HMAC-SHA256 of the Base64 payload with the shared secret, as lower-case hex. */
export function signPayload(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares in constant time; a signature that is not 64 hex digits is simply wrong. */
export function isValidSignature(payload: string, sig: string, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(sig)) {
    return false;
  }
  const expected = Buffer.from(signPayload(payload, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig.toLowerCase(), 'hex'));
}

/** The query string inside the Base64 payload. */
export function decodePayload(payload: string): URLSearchParams {
  return new URLSearchParams(Buffer.from(payload, 'base64').toString('utf8'));
}

/** Base64 of the query string, and its signature: the two parameters the forum expects back. */
export function encodePayload(fields: Record<string, string>, secret: string): { sso: string; sig: string } {
  const sso = Buffer.from(new URLSearchParams(fields).toString(), 'utf8').toString('base64');
  return { sso, sig: signPayload(sso, secret) };
}

export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) {
    target.searchParams.set(key, value);
  }
  return target.toString();
}
