/** The image kinds accepted for avatars, by their first bytes (never the declared content type). */
export interface ImageKind {
  extension: 'png' | 'jpg' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(data: Buffer, bytes: number[], offset = 0): boolean {
  return data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
}

/** PNG, JPEG or WebP by magic bytes; null for anything else. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (startsWith(data, PNG)) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (startsWith(data, JPEG)) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  // RIFF....WEBP
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}

// A Map, not an object: a name ending in ".__proto__" or ".constructor" must find nothing.
export const CONTENT_TYPE_BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['pdf', 'application/pdf'],
]);
