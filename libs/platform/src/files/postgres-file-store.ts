import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { assertOutsideTransaction } from '../database/in-transaction';
import { poolConnectTimeoutMs } from '../database/postgres-pool';
import { databaseBusy, databaseOutage, databaseUnavailable, isDatabaseConnectionError, isPoolWaitTimeout } from '../errors';
import { type ExtensionOnceWritten, type FileStore, type OpenedFile, type StoredFileInfo, isStoredFileName } from './file-store';

/** The schema the file store owns in the platform's PostgreSQL database (created by `db.js migrate`). */
export const FILES_SCHEMA = 'files';

/** Bytes of one stored chunk: what a save or a read holds in memory at most, per file, besides the caller's own. */
export const FILE_CHUNK_BYTES = 256 * 1024;

const EXTENSION = /^[a-z0-9]{1,8}$/;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Rows list() reads at a time. */
const LIST_PAGE = 1000;

function checked(extension: string): string {
  if (!EXTENSION.test(extension)) {
    throw new Error(`Unsupported file extension "${extension}".`);
  }
  return extension;
}

/** What the store uses of a pg Pool (the `pg` package ships no types of its own). */
export interface FileStorePool {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
  end(): Promise<void>;
}

interface PgPool extends FileStorePool {
  connect(): Promise<{ query: FileStorePool['query']; release(destroy?: boolean): void }>;
  on(event: 'error', listener: (err: Error) => void): unknown;
  on(event: 'connect', listener: () => void): unknown;
}

interface PgModule {
  Pool: new (options: Record<string, unknown>) => PgPool;
}

/**
 * A pg Pool of the file store's own, on the services' DATABASE_URL. Not a MikroORM connection: the
 * store has no entities, runs one statement at a time (no transaction spans a chunk's wait for the
 * next bytes of an upload), and the BFF, which takes uploads, has no database of its own. pg is the
 * driver MikroORM's PostgreSQL driver runs on.
 */
export function fileStorePool(config: AppConfig): PgPool {
  if (!config.database.url) {
    throw new Error('FILE_STORE=postgres needs DATABASE_URL (MODE=distributed).');
  }
  const { Pool } = createRequire(import.meta.url)('pg') as PgModule;
  const pool = new Pool({
    connectionString: config.database.url,
    // Every statement is short: a few connections serve many uploads and downloads at once.
    max: 5,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: poolConnectTimeoutMs(config.rpcTimeoutMs),
    keepAlive: true,
  });
  // An idle connection the server drops must not crash the process: logged once per outage.
  pool.on('error', (err) => databaseOutage.lost(err.message));
  pool.on('connect', () => databaseOutage.restored());
  return pool;
}

interface FileRow {
  id: string;
  size: string;
}

/**
 * Files in PostgreSQL, every replica reading and writing the same ones: a row per file in
 * `<schema>.file` and its bytes in `<schema>.chunk`, FILE_CHUNK_BYTES a row. A save writes its row
 * first, unfinished and nameless, then chunk by chunk as the bytes come, and names it at the end:
 * until then no reader sees it, a failed save removes it, and what a killed process left is
 * removed by removeUnfinished. A read fetches one chunk at a time, as the reader takes them.
 */
export class PostgresFileStore implements FileStore {
  private readonly file: string;
  private readonly chunk: string;
  private readonly chunkBytes: number;

  constructor(
    private readonly pool: FileStorePool,
    options: { schema?: string; chunkBytes?: number } = {},
  ) {
    const schema = options.schema ?? FILES_SCHEMA;
    if (!SCHEMA_NAME.test(schema)) {
      throw new Error(`Unsupported schema name "${schema}".`);
    }
    this.file = `"${schema}"."file"`;
    this.chunk = `"${schema}"."chunk"`;
    this.chunkBytes = options.chunkBytes ?? FILE_CHUNK_BYTES;
  }

  async save(data: Buffer | Readable, extension: string | ExtensionOnceWritten): Promise<string> {
    assertOutsideTransaction('A file store save');
    if (typeof extension === 'string') {
      checked(extension);
    }
    const id = randomUUID();
    await this.query(`insert into ${this.file} ("id", "saved_at") values ($1, now())`, [id]);
    try {
      let seq = 0;
      let size = 0;
      const write = async (bytes: Buffer) => {
        await this.query(`insert into ${this.chunk} ("file_id", "seq", "data") values ($1, $2, $3)`, [id, seq, bytes]);
        seq += 1;
        size += bytes.length;
      };
      if (Buffer.isBuffer(data)) {
        for (let at = 0; at < data.length; at += this.chunkBytes) {
          await write(data.subarray(at, at + this.chunkBytes));
        }
      } else {
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        for await (const part of data) {
          let rest = Buffer.isBuffer(part) ? part : Buffer.from(part as string);
          while (rest.length > 0) {
            const take = Math.min(this.chunkBytes - pendingBytes, rest.length);
            pending.push(rest.subarray(0, take));
            pendingBytes += take;
            rest = rest.subarray(take);
            if (pendingBytes === this.chunkBytes) {
              await write(Buffer.concat(pending, pendingBytes));
              pending = [];
              pendingBytes = 0;
            }
          }
        }
        if (pendingBytes > 0) {
          await write(Buffer.concat(pending, pendingBytes));
        }
      }
      const name = `${id}.${checked(typeof extension === 'string' ? extension : await extension())}`;
      await this.query(`update ${this.file} set "name" = $2, "size" = $3, "finished" = true, "saved_at" = now() where "id" = $1`, [
        id,
        name,
        size,
      ]);
      return name;
    } catch (err) {
      // Unreachable database: the unfinished row stays, invisible, until removeUnfinished.
      await this.query(`delete from ${this.file} where "id" = $1`, [id]).catch(() => undefined);
      throw err;
    }
  }

  async open(name: string): Promise<OpenedFile | null> {
    assertOutsideTransaction('A file store read');
    if (!isStoredFileName(name)) {
      return null;
    }
    const { rows } = await this.query<FileRow>(`select "id", "size" from ${this.file} where "name" = $1 and "finished"`, [name]);
    const row = rows[0];
    if (!row) {
      return null;
    }
    const size = Number(row.size);
    let seq = 0;
    let delivered = 0;
    // The stream asks for the next chunk only once the reader has taken what it holds (its
    // highWaterMark is one chunk): a 10 MB download holds a chunk or two, never the file.
    const stream: Readable = new Readable({
      highWaterMark: this.chunkBytes,
      read: () => {
        if (delivered >= size) {
          stream.push(null);
          return;
        }
        this.query<{ data: Buffer }>(`select "data" from ${this.chunk} where "file_id" = $1 and "seq" = $2`, [row.id, seq])
          .then(({ rows: [chunk] }) => {
            if (!chunk) {
              throw new Error(`The stored file ${name} was deleted while it was read.`);
            }
            seq += 1;
            delivered += chunk.data.length;
            return stream.push(chunk.data);
          })
          .catch((err: unknown) => stream.destroy(err as Error));
      },
    });
    return { stream, size };
  }

  async delete(name: string): Promise<void> {
    assertOutsideTransaction('A file store delete');
    if (isStoredFileName(name)) {
      // Its chunks go with it (on delete cascade).
      await this.query(`delete from ${this.file} where "name" = $1`, [name]);
    }
  }

  async *list(): AsyncIterable<StoredFileInfo> {
    assertOutsideTransaction('A file store listing');
    let after = '';
    for (;;) {
      const { rows } = await this.query<{ name: string; saved_at: Date }>(
        `select "name", "saved_at" from ${this.file} where "finished" and "name" > $1 order by "name" limit ${LIST_PAGE}`,
        [after],
      );
      for (const row of rows) {
        yield { name: row.name, savedAt: row.saved_at };
      }
      const last = rows.at(-1);
      if (rows.length < LIST_PAGE || !last) {
        return;
      }
      after = last.name;
    }
  }

  async removeUnfinished(before: Date): Promise<number> {
    assertOutsideTransaction('A file store clean-up');
    const { rowCount } = await this.query(`delete from ${this.file} where not "finished" and "saved_at" < $1`, [before]);
    return rowCount ?? 0;
  }

  /** Whether its tables answer (the readiness check `files`). */
  async ping(): Promise<void> {
    await this.query(`select 1 from ${this.file} limit 1`, []);
  }

  /** Closes the pool (the module's shutdown). */
  async close(): Promise<void> {
    await this.pool.end();
  }

  // An unreachable database is a 503 to the caller, as in the services, not a 500.
  private async query<R = Record<string, unknown>>(text: string, values: unknown[]): Promise<{ rows: R[]; rowCount: number | null }> {
    try {
      return await this.pool.query<R>(text, values);
    } catch (err) {
      if (isPoolWaitTimeout(err)) {
        throw databaseBusy('files');
      }
      if (isDatabaseConnectionError(err)) {
        databaseOutage.lost((err as Error).message);
        throw databaseUnavailable('files');
      }
      throw err;
    }
  }
}
