import { describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import { ImageVariants } from './image-variants';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('ImageVariants', () => {
  it('makes a square WebP of the asked width from a large photo', async () => {
    const original = await photo(900, 600);
    const copy = await new ImageVariants().variant('a.png', 128, () => Promise.resolve(original));
    expect(copy).not.toBeNull();
    const meta = await sharp(copy as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 128, height: 128 });
    expect((copy as Buffer).length).toBeLessThan(original.length);
  });

  it('never enlarges a picture smaller than the width', async () => {
    const copy = await new ImageVariants().variant('small.png', 256, () => photo(40, 40));
    expect(await sharp(copy as Buffer).metadata()).toMatchObject({ width: 40, height: 40 });
  });

  it('reads and resizes once for many requests at once, and not again afterwards', async () => {
    const original = await photo(400, 400);
    const read = jest.fn(() => Promise.resolve(original));
    const variants = new ImageVariants();
    const copies = await Promise.all(Array.from({ length: 20 }, () => variants.variant('b.png', 64, read)));
    expect(new Set(copies).size).toBe(1);
    await variants.variant('b.png', 64, read);
    expect(read).toHaveBeenCalledTimes(1);
    // Another width is another copy.
    await variants.variant('b.png', 128, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers null for a missing original and for bytes that only look like a picture', async () => {
    const variants = new ImageVariants();
    expect(await variants.variant('gone.png', 64, () => Promise.resolve(null))).toBeNull();
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('not really a picture')]);
    expect(await variants.variant('fake.png', 64, () => Promise.resolve(fake))).toBeNull();
    // A failure is not kept: the next request tries again.
    const read = jest.fn(() => Promise.resolve(fake));
    await variants.variant('fake.png', 64, read);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
