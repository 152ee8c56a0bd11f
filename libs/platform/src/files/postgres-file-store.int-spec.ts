import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:net';
import { Readable } from 'node:stream';
import { BACKING, backingServicesAvailable } from '../../../../tests/support/services';
import type { AppConfig } from '../config';
import { ServiceError } from '../errors';
import { migrateFileStore } from './files-database';
import { makeFileStore } from './files.module';
import { LocalDiskFileStore } from './local-disk-file-store';
import { FILE_CHUNK_BYTES, type FileStorePool, PostgresFileStore, fileStorePool } from './postgres-file-store';
import { fileStoreContract } from './testing/file-store-contract';

/** A query the store sent, with the sizes of the byte parameters it carried. */
interface SeenQuery {
  text: string;
  bytes: number[];
}

/** A pool that notes every query and, once `failAfter` says so, fails like a database that went away. */
class WatchedPool implements FileStorePool {
  readonly seen: SeenQuery[] = [];
  failWhen: ((text: string) => boolean) | undefined;

  constructor(private readonly inner: FileStorePool) {}

  async query<R>(text: string, values: unknown[] = []): Promise<{ rows: R[]; rowCount: number | null }> {
    this.seen.push({ text, bytes: values.filter((v): v is Buffer => Buffer.isBuffer(v)).map((v) => v.length) });
    if (this.failWhen?.(text)) {
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    }
    return this.inner.query<R>(text, values);
  }

  end(): Promise<void> {
    return this.inner.end();
  }

  count(pattern: RegExp): number {
    return this.seen.filter((q) => pattern.test(q.text)).length;
  }
}

async function listed(store: PostgresFileStore): Promise<string[]> {
  const names: string[] = [];
  for await (const file of store.list()) {
    names.push(file.name);
  }
  return names;
}

// PostgreSQL only: under CI=true a missing one fails the suite, naming it.
if (await backingServicesAvailable(['postgres'])) {
  const database = `lakbay_files_${randomBytes(4).toString('hex')}`;
  const url = new URL(BACKING.postgres);
  url.pathname = `/${database}`;
  const config = { mode: 'distributed', rpcTimeoutMs: 5000, database: { url: url.toString() } } as AppConfig;
  const admin = { ...config, database: { url: BACKING.postgres } } as AppConfig;
  const pools: { end(): Promise<void> }[] = [];

  /** A pool on the scratch database, ended after the suite. */
  const pool = () => {
    const made = fileStorePool(config);
    pools.push(made);
    return made;
  };
  /** A fresh schema (an empty store), migrated as `db.js migrate` does. */
  const freshSchema = async () => {
    const schema = `files_${randomBytes(4).toString('hex')}`;
    await migrateFileStore(config, schema);
    return schema;
  };
  const sql = async (text: string) => (await pool().query(text)).rows;

  beforeAll(async () => {
    const adminPool = fileStorePool(admin);
    try {
      await adminPool.query(`create database ${database}`);
    } finally {
      await adminPool.end();
    }
  });

  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    const adminPool = fileStorePool(admin);
    try {
      await adminPool.query(`drop database if exists ${database} with (force)`);
    } finally {
      await adminPool.end();
    }
  });

  fileStoreContract('PostgreSQL', async () => new PostgresFileStore(pool(), { schema: await freshSchema() }));

  describe(PostgresFileStore.name, () => {
    it('saves a 10 MB stream and reads it back a chunk at a time, never holding more than a chunk or two', async () => {
      const watched = new WatchedPool(pool());
      const store = new PostgresFileStore(watched, { schema: await freshSchema() });
      const piece = 64 * 1024;
      const pieces = (10 * 1024 * 1024) / piece;
      let produced = 0;
      let mostAhead = 0;
      const source = Readable.from(
        (async function* () {
          for (let i = 0; i < pieces; i++) {
            // How far the source got ahead of what reached the database: what the save holds.
            const stored = watched.seen.flatMap((q) => q.bytes).reduce((a, b) => a + b, 0);
            mostAhead = Math.max(mostAhead, produced - stored);
            produced += piece;
            yield Buffer.alloc(piece, i % 251);
          }
        })(),
        // A byte stream that reads one piece ahead, as an upload's does.
        { objectMode: false, highWaterMark: piece },
      );
      const name = await store.save(source, 'zip');
      const inserts = watched.seen.filter((q) => q.text.includes('insert into') && q.bytes.length > 0);
      expect(inserts).toHaveLength(40);
      expect(inserts.every((q) => q.bytes[0] === FILE_CHUNK_BYTES)).toBe(true);
      // A chunk being gathered, plus the piece the source stream reads ahead.
      expect(mostAhead).toBeLessThanOrEqual(FILE_CHUNK_BYTES + 2 * piece);

      const opened = await store.open(name);
      expect(opened?.size).toBe(10 * 1024 * 1024);
      const reads = () => watched.count(/select "data"/);
      let received = 0;
      let chunks = 0;
      let i = 0;
      for await (const chunk of opened!.stream) {
        const bytes = chunk as Buffer;
        chunks += 1;
        // A slow reader (a slow client): the stream has all the time it wants to fetch ahead.
        await new Promise((resolve) => setTimeout(resolve, 15));
        // The next chunk is fetched only once this one is taken: at most one fetched ahead.
        expect(reads()).toBeLessThanOrEqual(chunks + 1);
        expect(bytes.length).toBeLessThanOrEqual(FILE_CHUNK_BYTES);
        for (let at = 0; at < bytes.length; at += piece) {
          expect(bytes[at]).toBe(i % 251);
          i += 1;
        }
        received += bytes.length;
      }
      expect(received).toBe(10 * 1024 * 1024);
      expect(reads()).toBe(40);
    }, 60_000);

    it('keeps nothing, listed or stored, when a save fails midway', async () => {
      const schema = await freshSchema();
      const store = new PostgresFileStore(pool(), { schema });
      const kept = await store.save(Buffer.from('kept'), 'pdf');
      const failing = Readable.from(
        (async function* () {
          for (let i = 0; i < 3; i++) {
            yield Buffer.alloc(FILE_CHUNK_BYTES, i);
          }
          throw new Error('the upload was cut');
        })(),
      );
      await expect(store.save(failing, 'pdf')).rejects.toThrow('the upload was cut');
      await expect(listed(store)).resolves.toEqual([kept]);
      expect(await sql(`select count(*)::int as n from "${schema}"."file"`)).toEqual([{ n: 1 }]);
      expect(await sql(`select count(*)::int as n from "${schema}"."chunk"`)).toEqual([{ n: 1 }]);
    });

    it('shows nothing of a save whose process died midway, and removeUnfinished clears it once older than asked', async () => {
      const schema = await freshSchema();
      const watched = new WatchedPool(pool());
      const store = new PostgresFileStore(watched, { schema });
      // The database goes away after two chunks: not even the clean-up reaches it, as when the process is killed.
      watched.failWhen = () => watched.count(/insert into .*"chunk"/) > 2;
      const source = Readable.from(Array.from({ length: 5 }, (_, i) => Buffer.alloc(FILE_CHUNK_BYTES, i)));
      const refusal = await store.save(source, 'zip').catch((err: unknown) => err);
      expect(refusal).toBeInstanceOf(ServiceError);
      expect((refusal as ServiceError).status).toBe(503);
      watched.failWhen = undefined;
      const other = new PostgresFileStore(pool(), { schema });
      await expect(listed(other)).resolves.toEqual([]);
      expect(await sql(`select count(*)::int as n from "${schema}"."chunk"`)).toEqual([{ n: 2 }]);
      await expect(other.removeUnfinished(new Date(Date.now() - 3600_000))).resolves.toBe(0);
      await expect(other.removeUnfinished(new Date(Date.now() + 1000))).resolves.toBe(1);
      expect(await sql(`select count(*)::int as n from "${schema}"."chunk"`)).toEqual([{ n: 0 }]);
    });

    it('is one store for every process: what one pool saves, another reads, lists and deletes', async () => {
      const schema = await freshSchema();
      const first = new PostgresFileStore(pool(), { schema });
      const second = new PostgresFileStore(pool(), { schema });
      const name = await first.save(Buffer.from('a resume'), 'pdf');
      const opened = await second.open(name);
      const parts: Buffer[] = [];
      for await (const part of opened!.stream) {
        parts.push(part as Buffer);
      }
      expect(Buffer.concat(parts).toString()).toBe('a resume');
      await expect(listed(second)).resolves.toEqual([name]);
      await second.delete(name);
      await expect(first.open(name)).resolves.toBeNull();
    });

    it('answers 503 when its database cannot be reached', async () => {
      const closed: Server = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as { port: number }).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const away = new URL(config.database.url!);
      away.port = String(port);
      const unreachable = fileStorePool({ ...config, database: { url: away.toString() } } as AppConfig);
      pools.push(unreachable);
      const store = new PostgresFileStore(unreachable, { schema: 'files' });
      const err = await store.save(Buffer.from('x'), 'png').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ServiceError);
      expect((err as ServiceError).status).toBe(503);
      expect((err as ServiceError).message).toBe('The files database is unavailable. Please try again shortly.');
    });

    it('is the store FILE_STORE names, its schema made on start when DB_MIGRATE_ON_START says so', async () => {
      const local = await makeFileStore({ ...config, dataDir: '/tmp/lakbay-files-local', files: { store: 'local' } });
      expect(local).toBeInstanceOf(LocalDiskFileStore);
      // A database with no file store yet, as a first start finds it.
      const fresh = `lakbay_files_${randomBytes(4).toString('hex')}`;
      const adminPool = fileStorePool(admin);
      await adminPool.query(`create database ${fresh}`);
      const freshUrl = new URL(config.database.url!);
      freshUrl.pathname = `/${fresh}`;
      const started = {
        ...config,
        files: { store: 'postgres' },
        database: { url: freshUrl.toString(), migrateOnStart: true },
      } as AppConfig;
      try {
        const store = await makeFileStore(started);
        expect(store).toBeInstanceOf(PostgresFileStore);
        const name = await store.save(Buffer.from('first start'), 'pdf');
        await expect(listed(store as PostgresFileStore)).resolves.toEqual([name]);
        await (store as PostgresFileStore).close();
      } finally {
        await adminPool.query(`drop database if exists ${fresh} with (force)`);
        await adminPool.end();
      }
    });

    it('is migrated once when several processes migrate it at the same time', async () => {
      const schema = `files_${randomBytes(4).toString('hex')}`;
      const applied = await Promise.all([migrateFileStore(config, schema), migrateFileStore(config, schema)]);
      expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 1]);
      await expect(listed(new PostgresFileStore(pool(), { schema }))).resolves.toEqual([]);
    });
  });
}
