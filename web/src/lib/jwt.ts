import type { IdTokenClaims } from '@lakbay/contracts';

/**
 * Reads a JWT's payload without verifying it. The browser only uses the claims for display and
 * routing decisions; the server verifies the signature on every call that matters.
 */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    // base64url -> base64, then restore the padding atob insists on.
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    // Claims can hold non-ASCII names, so decode the bytes as UTF-8 rather than trusting atob's Latin-1.
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

export function readIdTokenClaims(idToken: string | null | undefined): Partial<IdTokenClaims> | null {
  if (!idToken) {
    return null;
  }
  const payload = decodeJwtPayload(idToken);
  return typeof payload === 'object' && payload !== null ? payload : null;
}

export const isAdminToken = (idToken: string | null | undefined): boolean => readIdTokenClaims(idToken)?.isAdmin === true;
