import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Two values from one Idempotency-Key, kept apart by a label: the hash stored as the row's key, and
// the AES key of its reply. The database never holds the key, so it cannot open the replies.
const digest = (label: string, key: string): Buffer => createHash('sha256').update(label).update('\0').update(key).digest();

export const idempotencyKeyHash = (key: string): string => digest('lakbay idempotency key', key).toString('hex');

/** A reply as stored: base64 of IV (12 bytes), GCM tag (16 bytes) and the encrypted JSON. */
export function sealReply(key: string, reply: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', digest('lakbay idempotency reply', key), iv);
  // Wrapped, so that a handler answering undefined round-trips (JSON.stringify(undefined) is not JSON).
  const data = Buffer.concat([cipher.update(JSON.stringify({ reply }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

/** The reply sealed under this key; throws when the key or the data do not match. */
export function openReply(key: string, sealed: string): unknown {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', digest('lakbay idempotency reply', key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return (JSON.parse(json) as { reply?: unknown }).reply;
}
