import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open as openFile, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Entry, type ZipFile, open as openZip } from 'yauzl';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupError,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  manifestSchema,
} from './backup-format';
import { decryptTo, isEncrypted } from './backup-crypto';
import { sha256Tally } from './sha256-tally';

export interface RestoreTarget {
  file: string;
  /** Must be missing or empty. */
  dataDir: string;
  passphrase?: string;
  /** The migrations this build knows per schema: an archive with others is of a newer schema. */
  knownMigrations: Record<string, string[]>;
}

export interface RestoreResult {
  dataDir: string;
  createdAt: string;
  appVersion: string;
  files: number;
  schemas: string[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/**
 * Restores an archive into an empty DATA_DIR. Everything is unpacked, checked (manifest, format,
 * schema versions, every checksum) and the database opened in a folder beside DATA_DIR; only then
 * is it moved into DATA_DIR. Any refusal leaves DATA_DIR as it was.
 */
export async function restoreBackup(target: RestoreTarget): Promise<RestoreResult> {
  const head = await readHead(target.file);
  await requireEmpty(target.dataDir);
  await mkdir(dirname(target.dataDir), { recursive: true });
  const staging = await mkdtemp(join(dirname(target.dataDir), `.${basename(target.dataDir)}.restoring-`));
  try {
    let zipPath = target.file;
    if (isEncrypted(head)) {
      zipPath = join(staging, 'archive.zip');
      await decryptTo(target.file, zipPath, target.passphrase);
    } else if (!head.subarray(0, 4).equals(ZIP_MAGIC)) {
      throw new BackupError(`${target.file} is not a Lakbay backup (neither an archive nor an encrypted one).`);
    }
    const data = join(staging, 'data');
    const { manifest, files } = await unpack(zipPath, data, target.knownMigrations);
    await loadDatabase(join(data, 'db'), manifest, files.database);
    await requireEmpty(target.dataDir);
    await moveInto(data, target.dataDir);
    return {
      dataDir: target.dataDir,
      createdAt: manifest.createdAt,
      appVersion: manifest.app.version,
      files: manifest.entries.length - 1,
      schemas: Object.keys(manifest.database.schemas),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readHead(file: string): Promise<Buffer> {
  let handle;
  try {
    handle = await openFile(file, 'r');
  } catch (err) {
    throw new BackupError(`Cannot read the archive ${file}: ${(err as Error).message}`, { cause: err });
  }
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function requireEmpty(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return;
    }
    throw new BackupError(`Cannot read DATA_DIR ${dataDir}: ${(err as Error).message}`, { cause: err });
  }
  if (names.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', ...' : ''}): restore writes only into an empty or new folder, so nothing is overwritten. Move it aside or set DATA_DIR to another folder.`,
    );
  }
}

function damaged(reason: string, cause?: unknown): BackupError {
  return new BackupError(`The archive is damaged: ${reason}.`, cause === undefined ? undefined : { cause });
}

async function unpack(
  zipPath: string,
  data: string,
  known: Record<string, string[]>,
): Promise<{ manifest: BackupManifest; files: { database: Buffer } }> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    openZip(zipPath, { autoClose: false, lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (err, opened) =>
      err ? reject(damaged(err.message, err)) : resolve(opened),
    ),
  );
  try {
    const entries = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        entries.set(entry.fileName, entry);
      }
    } catch (err) {
      throw damaged((err as Error).message, err);
    }
    const manifestEntry = entries.get(MANIFEST_ENTRY);
    if (!manifestEntry) {
      throw new BackupError('Not a Lakbay backup: the archive has no manifest.json.');
    }
    if (manifestEntry.uncompressedSize > MAX_MANIFEST_BYTES) {
      throw new BackupError('Not a Lakbay backup: its manifest.json is too large.');
    }
    const manifest = checkManifest(await readEntry(zip, manifestEntry), known);
    let database: Buffer | undefined;
    const listed = new Set(manifest.entries.map((e) => e.path));
    for (const name of entries.keys()) {
      if (name !== MANIFEST_ENTRY && !listed.has(name)) {
        throw damaged(`${name} is not in its manifest`);
      }
    }
    for (const expected of manifest.entries) {
      const entry = entries.get(expected.path);
      if (!entry) {
        throw damaged(`${expected.path} is missing`);
      }
      if (expected.path === DATABASE_ENTRY) {
        database = await readEntry(zip, entry);
        check(expected, database.length, createHash('sha256').update(database).digest('hex'));
        continue;
      }
      const rel = expected.path.slice(FILES_PREFIX.length);
      if (!expected.path.startsWith(FILES_PREFIX) || !safeRelative(rel)) {
        throw damaged(`${expected.path} is not a path a backup writes`);
      }
      const out = join(data, ...rel.split('/'));
      await mkdir(dirname(out), { recursive: true, mode: 0o700 });
      const tally = sha256Tally();
      try {
        await pipeline(await zip.openReadStreamPromise(entry), tally.stream, createWriteStream(out, { mode: 0o600, flags: 'wx' }));
      } catch (err) {
        throw damaged(`${expected.path} cannot be read (${(err as Error).message})`, err);
      }
      const { bytes, sha256 } = tally.result();
      check(expected, bytes, sha256);
    }
    if (!database) {
      throw damaged('it holds no database');
    }
    return { manifest, files: { database } };
  } finally {
    zip.close();
  }
}

function check(expected: BackupManifest['entries'][number], bytes: number, digest: string): void {
  if (bytes !== expected.bytes || digest !== expected.sha256) {
    throw damaged(`${expected.path} does not match its checksum`);
  }
}

function safeRelative(rel: string): boolean {
  const parts = rel.split('/');
  return (
    rel.length > 0 &&
    !rel.includes('\\') &&
    !rel.includes('\0') &&
    parts.every((p) => p !== '' && p !== '.' && p !== '..' && !p.startsWith('.'))
  );
}

async function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await zip.openReadStreamPromise(entry)) {
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    throw damaged(`${entry.fileName} cannot be read (${(err as Error).message})`, err);
  }
  return Buffer.concat(chunks);
}

function checkManifest(bytes: Buffer, known: Record<string, string[]>): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw damaged('its manifest.json is not JSON');
  }
  const format = (json as { format?: unknown } | null)?.format;
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (format !== BACKUP_FORMAT) {
    throw new BackupError(`Not a Lakbay backup: its manifest names the format ${JSON.stringify(format)}.`);
  }
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The archive was written by a newer Lakbay (archive format ${version}; this version reads up to ${BACKUP_FORMAT_VERSION}): restore it with that version or a later one.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw damaged(`its manifest.json is not valid (${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')})`);
  }
  const manifest = parsed.data;
  for (const [schema, applied] of Object.entries(manifest.database.schemas)) {
    const mine = new Set(known[schema] ?? []);
    const unknown = applied.filter((name) => !mine.has(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `The archive's database is of a newer schema than this version of Lakbay (${schema}: ${unknown.join(', ')} unknown here). Restore it with the version that wrote it (${manifest.app.version || 'see its manifest'}) or a later one.`,
      );
    }
  }
  return manifest;
}

/** Opens the dump in the new folder (PGlite unpacks it and recovers it) and checks what it holds. */
async function loadDatabase(dir: string, manifest: BackupManifest, tar: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let pglite: PGlite | undefined;
  try {
    pglite = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(tar)]) });
    for (const [schema, applied] of Object.entries(manifest.database.schemas)) {
      const rows = await pglite.query<{ name: string }>(
        `select name from "${schema.replace(/"/g, '""')}".mikro_orm_migrations order by id`,
      );
      const names = rows.rows.map((r) => r.name);
      if (names.join('\n') !== applied.join('\n')) {
        throw damaged(`its database does not hold the migrations its manifest lists for ${schema}`);
      }
    }
  } catch (err) {
    throw err instanceof BackupError
      ? err
      : new BackupError(`The archive's database cannot be opened by this version: ${(err as Error).message}`, { cause: err });
  } finally {
    await pglite?.close();
  }
}

async function moveInto(data: string, dataDir: string): Promise<void> {
  try {
    await rmdir(dataDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      // An empty folder we may not remove (a mount point): fill it instead.
      for (const name of await readdir(data)) {
        await rename(join(data, name), join(dataDir, name));
      }
      return;
    }
  }
  await rename(data, dataDir);
}
