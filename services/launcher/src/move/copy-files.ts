import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type FileStore, isStoredFileName, sha256Of, sha256Tally } from '@lakbay/platform';

/** One uploaded file carried into the distributed file store. */
export interface MovedFile {
  /** Its name in the standalone uploads folder. */
  from: string;
  /** The name the distributed store gave it (stores generate names; rows are rewritten to it). */
  to: string;
  bytes: number;
  sha256: string;
}

/** The stored files of a standalone uploads folder (saves that never finished are left out). */
export async function uploadedFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isFile() && isStoredFileName(e.name))
      .map((e) => e.name)
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw err;
  }
}

/**
 * Streams every file into the store (never whole in memory), hashing the source as it goes; the
 * store answers the new name. On a failure the files already saved are removed again.
 */
export async function copyFiles(dir: string, names: string[], store: FileStore): Promise<MovedFile[]> {
  const moved: MovedFile[] = [];
  try {
    for (const name of names) {
      const extension = name.slice(name.lastIndexOf('.') + 1);
      const source = createReadStream(join(dir, name));
      // Hashed on its way into the store: the bytes read once are the bytes written.
      const hashing = sha256Tally();
      source.on('error', (err) => hashing.stream.destroy(err));
      const to = await store.save(source.pipe(hashing.stream), extension);
      moved.push({ from: name, to, ...hashing.result() });
    }
    return moved;
  } catch (err) {
    await removeFiles(store, moved);
    throw err;
  }
}

export async function removeFiles(store: FileStore, files: MovedFile[]): Promise<void> {
  for (const file of files) {
    await store.delete(file.to).catch(() => undefined);
  }
}

/** Reads every moved file back from the store: answers those whose size or SHA-256 differ, or that are missing. */
export async function verifyFiles(store: FileStore, files: MovedFile[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const file of files) {
    const opened = await store.open(file.to);
    const read = opened ? await sha256Of(opened.stream) : undefined;
    if (!read || read.bytes !== file.bytes || read.sha256 !== file.sha256) {
      wrong.push(`${file.from} -> ${file.to}${read ? ` (${read.bytes} bytes, sha256 ${read.sha256})` : ' (missing)'}`);
    }
  }
  return wrong;
}

/** Replaces every standalone file name in a text (a batch of rows as JSON) by its new name. */
export function renamer(files: MovedFile[]): (text: string) => string {
  const names = new Map(files.map((f) => [f.from, f.to]));
  if (names.size === 0) {
    return (text) => text;
  }
  // Generated names: a UUID and a short extension, never part of a longer word.
  const pattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}(?![a-z0-9])/g;
  return (text) => text.replace(pattern, (found) => names.get(found) ?? found);
}
