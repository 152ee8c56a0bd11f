import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, lstat, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
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
 * Writes one archive of DATA_DIR: PGlite's dump of its data directory (a crash-consistent copy:
 * every commit before it, nothing of a transaction still open), then every other file of DATA_DIR,
 * hard-linked aside right after it, so a file removed meanwhile is still carried. Uploads are saved
 * before the rows that name them commit, so every file the copy names is there. Written under a
 * temporary name and renamed when complete.
 */
export async function takeBackup(source: BackupSource): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = new Date();
  await mkdir(source.backupDir, { recursive: true, mode: 0o700 });
  const file = join(source.backupDir, archiveName(createdAt));
  const partial = `${file}.partial`;
  const aside = await mkdtemp(join(source.dataDir, '.backup-'));
  try {
    const snapshotStarted = Date.now();
    const { tar, schemas, files } = await snapshot(source, aside);
    const snapshotMs = Date.now() - snapshotStarted;
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
      entries: [{ path: DATABASE_ENTRY, bytes: tar.length, sha256: sha256(tar) }],
    };
    const zip = new ZipFile();
    // Level 1: most of the dump is empty pages; higher levels took twice the CPU for 15% less.
    zip.addBuffer(tar, DATABASE_ENTRY, { compressionLevel: 1 });
    for (const path of files) {
      const linked = join(aside, path);
      const { bytes, digest } = await hashFile(linked);
      manifest.entries.push({ path: FILES_PREFIX + path.split(sep).join('/'), bytes, sha256: digest });
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
      snapshotMs,
      files: files.length,
    };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

async function snapshot(source: BackupSource, aside: string): Promise<{ tar: Buffer; schemas: Record<string, string[]>; files: string[] }> {
  // Writes dirty pages out so the copy needs little recovery when opened (the WAL covers them anyway).
  await source.pglite.exec('CHECKPOINT');
  const schemas = await appliedMigrations(source.pglite);
  // PGlite dumps its data directory while no statement runs (its query lock). Every acknowledged
  // commit is in the WAL by then; a transaction still open is rolled back when the copy is opened,
  // as after a power cut. Statements wait for the dump; transactions are not refused meanwhile.
  const blob = await source.pglite.dumpDataDir('none');
  const files = await linkFiles(source.dataDir, aside);
  return { tar: Buffer.from(await blob.arrayBuffer()), schemas, files };
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

/** Hard-links every regular file of DATA_DIR worth keeping into `aside`; answers their relative paths. */
async function linkFiles(dataDir: string, aside: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, top: boolean): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      // Dot-files are saves under way (uploads' .tmp files) and our own folders aside.
      if (entry.name.startsWith('.') || (top && NOT_ARCHIVED.has(entry.name))) {
        continue;
      }
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(path, false);
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

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function hashFile(path: string): Promise<{ bytes: number; digest: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    bytes += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { bytes, digest: hash.digest('hex') };
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
    const tooOld = keepDays > 0 && now.getTime() - (await lstat(join(dir, name))).mtimeMs > keepDays * 86_400_000;
    if (index >= keep || tooOld) {
      await rm(join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}
