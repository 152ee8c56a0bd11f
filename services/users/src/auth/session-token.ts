import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token handed to the client once, at log-in. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
