import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/** Called once a save has written every byte: the stored name's extension, or a refusal to keep the file. */
export type ExtensionOnceWritten = () => string | Promise<string>;

/** A stored file as the upload sweep sees it. */
export interface StoredFileInfo {
  name: string;
  /** When it was written: the sweep leaves younger files alone (their write may still be on its way). */
  savedAt: Date;
}

/**
 * Uploaded files (avatars, resumes...), kept under names the platform generates: a caller never
 * chooses a name or a path. Adapters (FILE_STORE): local disk under DATA_DIR/uploads (standalone),
 * and PostgreSQL's `files` schema, which every replica on every machine shares (distributed).
 */
export interface FileStore {
  /**
   * Stores the bytes under a new generated name ending in `.<extension>` and answers the name. A
   * stream is written as it comes (an upload or a data export never sits whole in memory); if it
   * fails, nothing is kept. The extension may be decided once every byte is written (an upload is
   * told apart by its last bytes too): what `extension` then throws fails the save, and nothing is
   * kept either.
   */
  save(data: Buffer | Readable, extension: string | ExtensionOnceWritten): Promise<string>;
  /** The file stored under `name`, or null when there is none (or the name is not one we generate). */
  open(name: string): Promise<OpenedFile | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(name: string): Promise<void>;
  /** Every stored file (generated names only: no temporary file of a save under way), in no set order. */
  list(): AsyncIterable<StoredFileInfo>;
  /**
   * Removes what saves that never finished left behind (a process killed mid-upload) if they began
   * before `before`; answers how many. A save under way is younger than that: give it time.
   */
  removeUnfinished(before: Date): Promise<number>;
}

export const FILE_STORE = Symbol('FILE_STORE');

/** Names the stores generate: a random UUID and a short lower-case extension. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export function isStoredFileName(name: string): boolean {
  return STORED_FILE_NAME.test(name);
}
