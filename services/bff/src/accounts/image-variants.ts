import type { ImageWidth } from '@lakbay/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Sharp, SharpOptions } from 'sharp';

/** Pictures larger than this many pixels are not resized (a decompression bomb passes the size limit). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Bytes of resized copies kept in memory: a few thousand avatars. */
const CACHE_BYTES = 32 * 1024 * 1024;

let loading: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;

/**
 * sharp, loaded on the first resize: libvips adds about 20 MiB to a process that never resizes
 * (most never do; issue 15 holds a standalone server under 600 MB). One resize at a time per
 * process: the BFF answers everything else while one runs on libuv's pool.
 */
function loadSharp(): Promise<(input: Buffer, options: SharpOptions) => Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/**
 * Smaller copies of uploaded pictures (issue 15: a 2 MB photo behind a 64 px avatar costs a phone
 * its data): square WebP cropped to fill, made with sharp (libvips: fast, small, maintained) on the
 * first request and kept in memory; browsers keep them a year (the name never changes content).
 * Requests for the same copy while it is being made share the one resize.
 */
@Injectable()
export class ImageVariants {
  private readonly logger = new Logger('ImageVariants');
  private readonly made = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (data) => data.length });
  private readonly making = new Map<string, Promise<Buffer | null>>();

  /**
   * The copy of `name` at `width`, or null when the original cannot be read as a picture.
   * @param original reads the stored picture (null when there is none)
   */
  async variant(name: string, width: ImageWidth, original: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const key = `${name}@${width}`;
    const cached = this.made.get(key);
    if (cached) {
      return cached;
    }
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.make(name, width, original).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  private async make(name: string, width: ImageWidth, original: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const input = await original();
    if (!input) {
      return null;
    }
    try {
      const sharp = await loadSharp();
      const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, height: width, fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      this.made.set(`${name}@${width}`, output);
      return output;
    } catch (error) {
      // Magic bytes of a picture, but not one libvips can read (or too many pixels): no copy.
      this.logger.warn(`Could not resize ${name}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
