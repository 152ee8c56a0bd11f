import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const DAY_MS = 24 * 3600_000;

/** The time in an .eml file's name (EmlFileMailer writes `2026-03-01T08-00-00-123Z-<id>.eml`), or null. */
export function emlWrittenAt(name: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name);
  if (!m) {
    return null;
  }
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Removes the sent-mail folder's files written more than `retentionDays` before `now`: .eml files
 * by the time in their name (a copied folder keeps it, unlike mtime), anything else there (a
 * temporary file of a write that never finished, an .eml renamed by hand) by its mtime. A missing
 * folder is nothing to do. Answers how many files went.
 */
export async function pruneEmlFolder(dir: string, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return 0;
    }
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const file = join(dir, name);
    const written = emlWrittenAt(name) ?? (await stat(file).catch(() => null))?.mtime ?? null;
    if (written && written.getTime() < cutoff) {
      await rm(file, { force: true, recursive: false }).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
