import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Test runs only (the test harness sets TEST_PGLITE_TEMPLATES to a folder of its own, per PGlite
 * version): a new embedded cluster starts from a copy of one made before instead of running initdb
 * again, and a unit test's in-memory database of a service from a copy of one already migrated.
 * Creating a cluster costs about 2.5 CPU-seconds and a service's migrations about 1; loading a copy
 * about 0.5 (40 MB, uncompressed). Unset (every deployment), nothing here does anything.
 */
function templatesDir(): string | undefined {
  return process.env.TEST_PGLITE_TEMPLATES || undefined;
}

function templateFile(name: string): string | undefined {
  const dir = templatesDir();
  return dir ? join(dir, `${name.replace(/[^a-zA-Z0-9_.-]/g, '_')}.tar`) : undefined;
}

/**
 * PGlite options that start `dataDir` from template `name` when there is one and the folder holds
 * no cluster yet (in memory: always); none otherwise, and PGlite creates the cluster itself.
 */
export function fromPgliteTemplate(dataDir: string, name = 'empty-cluster'): { loadDataDir?: Blob } {
  const file = templateFile(name);
  if (!file || !existsSync(file)) {
    return {};
  }
  if (!dataDir.startsWith('memory:') && existsSync(join(dataDir, 'PG_VERSION'))) {
    return {};
  }
  return { loadDataDir: new Blob([readFileSync(file)]) };
}

/** Whether template `name` exists (always false outside test runs). */
export function hasPgliteTemplate(name: string): boolean {
  const file = templateFile(name);
  return file !== undefined && existsSync(file);
}

/**
 * Keeps the cluster of `pglite` as template `name` unless there is one already. Written under a
 * name of its own and renamed into place, so a test in another worker never reads half of it.
 */
export async function keepAsPgliteTemplate(pglite: PGlite, name: string): Promise<void> {
  const file = templateFile(name);
  if (!file || existsSync(file)) {
    return;
  }
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(join(file, '..'), { recursive: true });
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}
