import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** What passed through: its length and its SHA-256 (hex). */
export interface Tally {
  bytes: number;
  sha256: string;
}

/**
 * A pass-through that counts and hashes what flows through it, so bytes read once are the bytes
 * checked and written; `result()` once the stream has ended.
 */
export function sha256Tally(): { stream: Transform; result: () => Tally } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** The length and SHA-256 of a whole stream, read to its end. */
export async function sha256Of(stream: AsyncIterable<unknown>): Promise<Tally> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { bytes, sha256: hash.digest('hex') };
}
