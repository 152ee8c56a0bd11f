import { createHash } from 'node:crypto';

// Raised when the shape of an answer changes, so ETags issued by older code stop matching.
const ANSWER_FORMAT = 1;

/**
 * A strong ETag for an answer computed from what it depends on (content versions, the next time
 * boundary, the request's parameters). Equal inputs give equal tags.
 */
export function computeEtag(...parts: unknown[]): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([ANSWER_FORMAT, ...parts]))
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

export { etagMatches } from '@lakbay/platform';
