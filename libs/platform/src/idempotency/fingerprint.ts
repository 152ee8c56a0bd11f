import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/**
 * SHA-256 (hex) of JSON values with object keys sorted, so that one request sent again with its
 * fields in another order still matches.
 */
export function fingerprint(...parts: unknown[]): string {
  return createHash('sha256')
    .update(stringify(parts) ?? '')
    .digest('hex');
}
