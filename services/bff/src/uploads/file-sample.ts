import { Transform, type TransformCallback } from 'node:stream';

/** What an upload's checks read of a file: its first bytes, its last bytes and its size, never all of it. */
export interface FileSample {
  /** The first HEAD_BYTES bytes (all of a smaller file). */
  head: Buffer;
  /** The last bytes, at most TAIL_BYTES: bytes [size - tail.length, size) of the file. */
  tail: Buffer;
  size: number;
}

/** Enough for every magic number the routes look for (WebP's is at bytes 8-12). */
export const HEAD_BYTES = 64;
/**
 * A ZIP's end record sits in its last 64 KiB and its central directory just before it: a mebibyte
 * holds the directory of about 10,000 entries (a Word document has a few dozen). A ZIP whose
 * directory starts earlier is refused as unreadable.
 */
export const TAIL_BYTES = 1024 * 1024;

/** The sample of bytes already in memory (tests, small payloads). */
export function sampleOf(data: Buffer): FileSample {
  return { head: data.subarray(0, HEAD_BYTES), tail: data.subarray(Math.max(0, data.length - TAIL_BYTES)), size: data.length };
}

/**
 * Passes a file through unchanged while it streams to storage, keeping its sample: memory stays at
 * about HEAD_BYTES + TAIL_BYTES + one chunk whatever the file's size.
 */
export class FileSampler extends Transform {
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  private tailChunks: Buffer[] = [];
  private tailLength = 0;
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(Buffer.from(part));
      this.headLength += part.length;
    }
    this.tailChunks.push(chunk);
    this.tailLength += chunk.length;
    // Drop whole chunks the tail no longer needs.
    while (this.tailChunks.length > 1 && this.tailLength - this.tailChunks[0].length >= TAIL_BYTES) {
      this.tailLength -= this.tailChunks.shift()!.length;
    }
    done(null, chunk);
  }

  /** What went through so far (all of the file once the stream has ended). */
  sample(): FileSample {
    const tail = Buffer.concat(this.tailChunks);
    this.tailChunks = [tail];
    return { head: Buffer.concat(this.headChunks), tail: tail.subarray(Math.max(0, tail.length - TAIL_BYTES)), size: this.size };
  }
}
