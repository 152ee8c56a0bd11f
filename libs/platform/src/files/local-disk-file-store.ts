import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { type ExtensionOnceWritten, type FileStore, type OpenedFile, type StoredFileInfo, isStoredFileName } from './file-store';

const EXTENSION = /^[a-z0-9]{1,8}$/;
/** The temporary name of a save under way: `.<uuid>.<pid>.tmp`. */
const TEMPORARY = /^\.[0-9a-f-]{36}\.\d+\.tmp$/;

function checked(extension: string): string {
  if (!EXTENSION.test(extension)) {
    throw new Error(`Unsupported file extension "${extension}".`);
  }
  return extension;
}

/** Files on the local disk, in one folder (DATA_DIR/uploads). Writes are atomic (temp file, rename). */
export class LocalDiskFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  async save(data: Buffer | Readable, extension: string | ExtensionOnceWritten): Promise<string> {
    if (typeof extension === 'string') {
      checked(extension);
    }
    await mkdir(this.dir, { recursive: true });
    const id = randomUUID();
    const temp = join(this.dir, `.${id}.${process.pid}.tmp`);
    try {
      await writeFile(temp, data, { flag: 'wx', mode: 0o640 });
      const name = `${id}.${checked(typeof extension === 'string' ? extension : await extension())}`;
      await rename(temp, join(this.dir, name));
      return name;
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async open(name: string): Promise<OpenedFile | null> {
    if (!isStoredFileName(name)) {
      return null;
    }
    const path = join(this.dir, name);
    try {
      const info = await stat(path);
      if (!info.isFile()) {
        return null;
      }
      return { stream: createReadStream(path), size: info.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return null;
      }
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    if (isStoredFileName(name)) {
      await rm(join(this.dir, name), { force: true });
    }
  }

  async *list(): AsyncIterable<StoredFileInfo> {
    let dir;
    try {
      dir = await opendir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return; // nothing saved yet
      }
      throw err;
    }
    for await (const entry of dir) {
      if (!entry.isFile() || !isStoredFileName(entry.name)) {
        continue;
      }
      // Gone meanwhile (another replica's sweep, a delete): skipped.
      const info = await stat(join(this.dir, entry.name)).catch(() => null);
      if (info) {
        yield { name: entry.name, savedAt: info.mtime };
      }
    }
  }

  async removeUnfinished(before: Date): Promise<number> {
    let dir;
    try {
      dir = await opendir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return 0;
      }
      throw err;
    }
    let removed = 0;
    for await (const entry of dir) {
      if (!entry.isFile() || !TEMPORARY.test(entry.name)) {
        continue;
      }
      const path = join(this.dir, entry.name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtime.getTime() < before.getTime()) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
