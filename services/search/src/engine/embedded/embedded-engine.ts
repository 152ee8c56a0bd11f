import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SearchDocument } from '@lakbay/contracts';
import { Logger } from '@nestjs/common';
import { type DocumentRef, type EngineHit, type EngineQuery, type IndexSettings, type SearchEngine, documentKey } from '../search-engine';
import { EmbeddedIndex } from './embedded-index';

/** Bump when the snapshot's shape or the indexing changes: an older snapshot is then ignored. */
const SNAPSHOT_FORMAT = 1;
export const SNAPSHOT_FILE = 'index.json';

interface Snapshot {
  format: number;
  settings: IndexSettings;
  savedAt: string;
  cursors: Record<string, number>;
  documents: SearchDocument[];
}

export interface EmbeddedEngineOptions {
  /** Folder of the snapshot (DATA_DIR/search); in memory only when undefined. */
  dir?: string;
  /** Wait this long after a change before writing the snapshot, to write once per burst. */
  persistDelayMs?: number;
}

/**
 * The embedded engine: the index lives in this process's memory (EmbeddedIndex) and is kept as a
 * snapshot of its documents together with the change-feed cursors, written atomically (temporary
 * file, then rename) shortly after changes and on close. A restart loads it and pulls only what
 * changed since; a crash loses at most the last few seconds, which the owners' feeds give again
 * because the snapshot's cursors are as old as its documents. Each process has its own index: in
 * distributed mode each replica of the search service keeps (and feeds) its own.
 */
export class EmbeddedEngine implements SearchEngine {
  readonly kind = 'embedded' as const;
  private readonly logger = new Logger('EmbeddedEngine');
  private index = new EmbeddedIndex();
  private settings?: IndexSettings;
  private cursorState: Record<string, number> = {};
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(private readonly options: EmbeddedEngineOptions = {}) {}

  private get file(): string | undefined {
    return this.options.dir ? join(this.options.dir, SNAPSHOT_FILE) : undefined;
  }

  async open(settings: IndexSettings): Promise<void> {
    this.settings = settings;
    this.index = new EmbeddedIndex(settings);
    this.cursorState = {};
    const snapshot = await this.readSnapshot();
    if (!snapshot) {
      return;
    }
    for (const document of snapshot.documents) {
      this.index.upsert(document);
    }
    this.cursorState = { ...snapshot.cursors };
    this.logger.log(`Loaded ${this.index.size} documents from ${this.file}`);
  }

  upsert(documents: SearchDocument[]): Promise<void> {
    for (const document of documents) {
      this.index.upsert(document);
    }
    this.changed();
    return Promise.resolve();
  }

  delete(refs: DocumentRef[]): Promise<void> {
    for (const ref of refs) {
      this.index.delete(documentKey(ref));
    }
    this.changed();
    return Promise.resolve();
  }

  search(query: EngineQuery): Promise<EngineHit[]> {
    return Promise.resolve(this.index.search(query));
  }

  clear(): Promise<void> {
    this.index.clear();
    this.cursorState = {};
    this.changed();
    return Promise.resolve();
  }

  count(): Promise<number> {
    return Promise.resolve(this.index.size);
  }

  cursors(): Promise<Record<string, number>> {
    return Promise.resolve({ ...this.cursorState });
  }

  saveCursors(cursors: Record<string, number>): Promise<void> {
    this.cursorState = { ...this.cursorState, ...cursors };
    this.changed();
    return Promise.resolve();
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes the snapshot now if anything changed since the last one. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    // One write at a time; a change during a write makes the next one.
    const next = this.writing.then(() => this.writeSnapshot());
    this.writing = next.catch(() => undefined);
    await next;
  }

  private changed(): void {
    if (!this.file) {
      return;
    }
    this.dirty = true;
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flush().catch((err: unknown) => this.logger.error(`Could not write the search snapshot: ${String(err)}`));
      }, this.options.persistDelayMs ?? 1000);
      this.timer.unref();
    }
  }

  private async writeSnapshot(): Promise<void> {
    const file = this.file;
    if (!file || !this.dirty || !this.settings) {
      return;
    }
    this.dirty = false;
    // Documents and cursors are taken at the same instant, so the snapshot is consistent even
    // though it is written in slices between which the index goes on changing.
    const documents = this.index.documents();
    const header: Omit<Snapshot, 'documents'> = {
      format: SNAPSHOT_FORMAT,
      settings: this.settings,
      savedAt: new Date().toISOString(),
      cursors: { ...this.cursorState },
    };
    await mkdir(this.options.dir!, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      const head = JSON.stringify(header);
      await handle.write(`${head.slice(0, -1)},"documents":[`);
      const SLICE = 2000;
      for (let i = 0; i < documents.length; i += SLICE) {
        const part = documents
          .slice(i, i + SLICE)
          .map((d) => JSON.stringify(d))
          .join(',');
        await handle.write(i === 0 ? part : `,${part}`);
      }
      await handle.write(']}');
      await handle.sync();
    } catch (err) {
      this.dirty = true;
      await handle.close();
      await rm(temporary, { force: true });
      throw err;
    }
    await handle.close();
    await rename(temporary, file);
  }

  private async readSnapshot(): Promise<Snapshot | undefined> {
    const file = this.file;
    if (!file) {
      return undefined;
    }
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return undefined;
      }
      throw err;
    }
    try {
      const snapshot = JSON.parse(text) as Snapshot;
      if (snapshot.format !== SNAPSHOT_FORMAT || JSON.stringify(snapshot.settings) !== JSON.stringify(this.settings)) {
        this.logger.warn(`Ignoring ${file}: written with other index settings; the index is rebuilt from the owners.`);
        return undefined;
      }
      if (!Array.isArray(snapshot.documents) || typeof snapshot.cursors !== 'object' || snapshot.cursors === null) {
        throw new Error('unexpected shape');
      }
      return snapshot;
    } catch (err) {
      this.logger.warn(`Ignoring unreadable ${file} (${String(err)}); the index is rebuilt from the owners.`);
      return undefined;
    }
  }
}
