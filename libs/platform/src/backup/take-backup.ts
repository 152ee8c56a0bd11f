import { type Dirent, constants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, lstat, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative, resolve as resolvePath, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { pack as tarPack } from 'tar-stream';
import { ZipFile } from 'yazl';
import {
  ARCHIVE_NAME,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  type BackupResult,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  NOT_ARCHIVED,
  archiveName,
} from './backup-format';
import { writeEncrypted } from './backup-crypto';
import { type Tally, sha256Of, sha256Tally } from './sha256-tally';
import { pgliteVersion } from './pglite-version';

export interface BackupSource {
  /** The open embedded database (the running platform's, or one the command opened). */
  pglite: PGlite;
  dataDir: string;
  pgliteDir: string;
  backupDir: string;
  passphrase?: string;
  appVersion: string;
}

/**
 * Writes one archive of DATA_DIR: a copy of PGlite's data directory taken while no statement runs (a
 * crash-consistent copy: every commit before it, nothing of a transaction still open), then every
 * other file of DATA_DIR, hard-linked aside right after it, so a file removed meanwhile is still
 * carried. Uploads are saved before the rows that name them commit, so every file the copy names is
 * there. Written under a temporary name and renamed when complete.
 */
export async function takeBackup(source: BackupSource): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = new Date();
  await mkdir(source.backupDir, { recursive: true, mode: 0o700 });
  const file = join(source.backupDir, archiveName(createdAt));
  const partial = `${file}.partial`;
  const aside = await mkdtemp(join(source.dataDir, '.backup-'));
  try {
    const { database, schemas, files, heldMs } = await snapshot(source, aside);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      app: { version: source.appVersion },
      database: {
        engine: 'pglite',
        pgliteVersion: pgliteVersion(),
        postgresMajor: (await readFile(join(source.pgliteDir, 'PG_VERSION'), 'utf8')).trim(),
        schemas,
      },
      entries: [{ path: DATABASE_ENTRY, bytes: database.bytes, sha256: database.sha256 }],
    };
    const zip = new ZipFile();
    // Level 1: most of the dump is empty pages; higher levels took twice the CPU for 15% less.
    zip.addFile(database.tar, DATABASE_ENTRY, { compressionLevel: 1 });
    for (const path of files) {
      const linked = join(aside, path);
      const { bytes, sha256 } = await sha256Of(createReadStream(linked));
      manifest.entries.push({ path: FILES_PREFIX + path.split(sep).join('/'), bytes, sha256 });
      zip.addFile(linked, FILES_PREFIX + path.split(sep).join('/'));
    }
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY);
    zip.end();
    const output = zip.outputStream as NodeJS.ReadableStream & import('node:stream').Readable;
    if (source.passphrase) {
      await writeEncrypted(output, partial, source.passphrase);
    } else {
      await pipeline(output, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
    }
    await rename(partial, file);
    const bytes = (await lstat(file)).size;
    return {
      file,
      bytes,
      createdAt: manifest.createdAt,
      encrypted: Boolean(source.passphrase),
      durationMs: Date.now() - started,
      snapshotMs: heldMs,
      files: files.length,
    };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

async function snapshot(
  source: BackupSource,
  aside: string,
): Promise<{
  database: Tally & { tar: string };
  schemas: Record<string, string[]>;
  files: string[];
  heldMs: number;
}> {
  // Writes dirty pages out so the copy needs little recovery when opened (the WAL covers them
  // anyway). PGlite runs it between transactions (exec waits for its transaction lock), so it never
  // lands inside one of the services' transactions.
  await source.pglite.exec('CHECKPOINT');
  const schemas = await appliedMigrations(source.pglite);
  // The copy is made under PGlite's transaction lock (every transaction of the services is a PGlite
  // transaction, which holds it from BEGIN to COMMIT, so none is open) and its query lock (the one
  // its own dumpDataDir takes, so no statement runs). PGlite is one process with no background
  // writer: nothing writes the data directory meanwhile, and every acknowledged commit is in it.
  // The copy uses the kernel's file copies, off the event loop: requests answered from the read
  // caches go on; statements and transactions wait for it, without a deadline of their own
  // passing (the platform's transaction gate is not held). The tar is written afterwards from the
  // copy, with the locks free. PGlite's dumpDataDir built it in memory on the event loop under the
  // lock: 1.2 to 3.4 s with 10,000 users, when every request waited.
  const copy = join(aside, '.database');
  const heldStarted = Date.now();
  // oxlint-disable-next-line eslint/no-underscore-dangle -- PGlite's locks, in its public typings
  await source.pglite._runExclusiveTransaction(() =>
    // oxlint-disable-next-line eslint/no-underscore-dangle -- see above
    source.pglite._runExclusiveQuery(() => copyTree(source.pgliteDir, copy)),
  );
  const heldMs = Date.now() - heldStarted;
  const files = await linkFiles(source.dataDir, aside, source.backupDir);
  const tar = join(aside, '.database.tar');
  return { database: { tar, ...(await writeTar(copy, tar)) }, schemas, files, heldMs };
}

/** Copies a folder's tree (folders and regular files), several files at a time. */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const files: string[] = [];
  const folders = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of await readdir(join(from, folder), { withFileTypes: true })) {
      const rel = join(folder, entry.name);
      if (entry.isDirectory()) {
        await mkdir(join(to, rel), { mode: 0o700 });
        folders.push(rel);
      } else if (entry.isFile()) {
        files.push(rel);
      }
    }
  }
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let rel = files[next++]; rel !== undefined; rel = files[next++]) {
      // A copy-on-write clone where the file system has them, a plain copy elsewhere.
      await copyFile(join(from, rel), join(to, rel), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyNext));
}

const COPIES_AT_ONCE = 8;
/** Files up to this size go into the tar in one read; larger ones are streamed. */
const WHOLE_FILE_BYTES = 1024 * 1024;

/**
 * Writes a folder's tree as a tar file (the format PGlite's loadDataDir reads, as its dumpDataDir
 * writes it): folders first, then their files, by name. Answers the tar's size and SHA-256.
 */
async function writeTar(dir: string, out: string): Promise<Tally> {
  const tar = tarPack();
  const tally = sha256Tally();
  const written = pipeline(tar, tally.stream, createWriteStream(out, { mode: 0o600, flags: 'wx' }));
  const add = async (folder: string): Promise<void> => {
    const entries = (await readdir(join(dir, folder), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const rel = folder ? `${folder}/${entry.name}` : entry.name;
      const path = join(dir, rel);
      const stat = await lstat(path);
      if (entry.isDirectory()) {
        tar.entry({ name: rel, type: 'directory', mode: 0o700, mtime: stat.mtime });
        await add(rel);
      } else if (entry.isFile() && stat.size <= WHOLE_FILE_BYTES) {
        // Most of a data directory is small files: one read each, fewer turns of the event loop.
        const content = await readFile(path);
        await new Promise<void>((resolve, reject) => {
          tar.entry({ name: rel, type: 'file', size: content.length, mode: 0o600, mtime: stat.mtime }, content, (err) =>
            err ? reject(err) : resolve(),
          );
        });
      } else if (entry.isFile()) {
        await new Promise<void>((resolve, reject) => {
          const sink = tar.entry({ name: rel, type: 'file', size: stat.size, mode: 0o600, mtime: stat.mtime }, (err) =>
            err ? reject(err) : resolve(),
          );
          const source = createReadStream(path);
          source.once('error', reject);
          source.pipe(sink);
        });
      }
    }
  };
  try {
    await add('');
    tar.finalize();
  } catch (err) {
    tar.destroy(err as Error);
  }
  await written;
  return tally.result();
}

async function appliedMigrations(pglite: PGlite): Promise<Record<string, string[]>> {
  const owners = await pglite.query<{ schema: string }>(
    "select table_schema as schema from information_schema.tables where table_name = 'mikro_orm_migrations' order by 1",
  );
  const schemas: Record<string, string[]> = {};
  for (const { schema } of owners.rows) {
    const rows = await pglite.query<{ name: string }>(`select name from "${schema.replace(/"/g, '""')}".mikro_orm_migrations order by id`);
    schemas[schema] = rows.rows.map((r) => r.name);
  }
  return schemas;
}

/**
 * Hard-links every regular file of DATA_DIR worth keeping into `aside` (not BACKUP_DIR's archives
 * when it lies inside DATA_DIR); answers their relative paths.
 */
async function linkFiles(dataDir: string, aside: string, backupDir: string): Promise<string[]> {
  const found: string[] = [];
  const skipped = resolvePath(backupDir);
  const walk = async (dir: string, top: boolean): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      // A folder removed since it was listed: it is not part of this moment.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return;
      }
      throw err;
    }
    for (const entry of entries) {
      // Dot-files are saves under way (uploads' .tmp files) and our own folders aside.
      if (entry.name.startsWith('.') || (top && NOT_ARCHIVED.has(entry.name))) {
        continue;
      }
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (resolvePath(path) !== skipped) {
          await walk(path, false);
        }
      } else if (entry.isFile()) {
        const rel = relative(dataDir, path);
        await mkdir(join(aside, rel, '..'), { recursive: true });
        try {
          await link(path, join(aside, rel));
          found.push(rel);
        } catch (err) {
          // Removed since it was listed: it is not part of this moment.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
            throw err;
          }
        }
      }
    }
  };
  await walk(dataDir, true);
  return found.sort();
}

/** Keeps the newest `keep` archives in `dir`, and of those only the ones younger than `keepDays` (0: any age), never fewer than one. */
export async function applyRetention(dir: string, keep: number, keepDays: number, now = new Date()): Promise<string[]> {
  const names = (await readdir(dir))
    .filter((n) => ARCHIVE_NAME.test(n))
    .sort()
    .reverse();
  const removed: string[] = [];
  for (const [index, name] of names.entries()) {
    if (index === 0) {
      continue;
    }
    const stats = await lstat(join(dir, name)).catch(() => undefined);
    if (!stats) {
      // Removed meanwhile (by hand, or by another process's retention on the same folder).
      continue;
    }
    const tooOld = keepDays > 0 && now.getTime() - stats.mtimeMs > keepDays * 86_400_000;
    if (index >= keep || tooOld) {
      await rm(join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}
