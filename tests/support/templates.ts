import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A fresh platform starts from a copy of a migrated, seeded one instead of migrating and seeding
 * again: a standalone start on a fresh data folder costs about 18 CPU-seconds, on a copied one 7;
 * a distributed start's `db.js seed` about 7. The template is made once per build and per seed
 * setting (the first caller makes it, any process of any lane; the others wait for it), so every
 * copy holds what a first start of this build would have written.
 */

/** The variables that decide what the first start or the seed writes: a template per set of values. */
const SEEDED_BY = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SEED_DEMO_DATA', 'SCHEDULING_EMAIL', 'CALENDAR_ICS_URL', 'TEST_LIGHT_PASSWORD_HASHES'];

/** Templates older than this, of any build, are removed when a new one is made. */
const KEEP_MS = 6 * 60 * 60 * 1000;

const BUILD = resolve(process.cwd(), 'dist/services/launcher/src/main.js');

/** The template's name for this build and the seed settings of `env`. */
export function templateKey(env: NodeJS.ProcessEnv): string {
  const seeded = SEEDED_BY.map((name) => `${name}=${env[name] ?? ''}`);
  const build = `${BUILD}@${statSync(BUILD).mtimeMs}`;
  return createHash('sha256')
    .update([build, ...seeded].join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The standalone data folder template `key`, made with `make(folder)` (which starts the platform on
 * that folder and stops it cleanly) when it does not exist yet. Made in a folder of its own and
 * renamed into place, so a process never copies a half-made template.
 */
export async function standaloneTemplate(key: string, make: (folder: string) => Promise<void>): Promise<string> {
  const folder = join(tmpdir(), `lakbay-template-${key}`);
  if (existsSync(folder)) {
    return folder;
  }
  removeOldTemplates();
  const making = mkdtempSync(join(tmpdir(), `lakbay-template-making-${key}-`));
  try {
    await make(making);
    renameSync(making, folder);
  } catch (err) {
    rmSync(making, { recursive: true, force: true });
    // Another process made it meanwhile: use theirs.
    if (!existsSync(folder)) {
      throw err;
    }
  }
  return folder;
}

/** A fresh data folder holding a copy of the template. */
export function copyOfTemplate(template: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lakbay-it-'));
  cpSync(template, folder, { recursive: true });
  return folder;
}

function removeOldTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('lakbay-template-')) {
      continue;
    }
    const path = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > KEEP_MS) {
        rmSync(path, { recursive: true, force: true });
      }
    } catch {
      // another process removed it
    }
  }
}

/**
 * The PostgreSQL template database `key` (its name), made with `make(database)` (which migrates and
 * seeds that database) when it does not exist yet: made under a name of its own and renamed into
 * place. `sql` runs one statement on the admin database and answers its output.
 */
export function distributedTemplate(key: string, sql: (query: string) => string, make: (database: string) => void): string {
  const name = `lakbay_tpl_${key}`;
  if (sql(`select count(*) from pg_database where datname = '${name}'`) === '1') {
    return name;
  }
  removeOldTemplateDatabases(sql);
  const making = `lakbay_tpl_making_${randomBytes(4).toString('hex')}`;
  sql(`create database ${making}`);
  try {
    // Dated at once: another lane making a template meanwhile removes undated or old ones.
    sql(`comment on database ${making} is '${Date.now()}'`);
    make(making);
    sql(`comment on database ${making} is '${Date.now()}'`);
    sql(`alter database ${making} rename to ${name}`);
  } catch (err) {
    sql(`drop database if exists ${making} with (force)`);
    if (sql(`select count(*) from pg_database where datname = '${name}'`) !== '1') {
      throw err;
    }
  }
  return name;
}

function removeOldTemplateDatabases(sql: (query: string) => string): void {
  const rows = sql(
    `select datname || '|' || coalesce(shobj_description(oid, 'pg_database'), '0') from pg_database where datname like 'lakbay\\_tpl\\_%'`,
  );
  for (const row of rows.split('\n').filter(Boolean)) {
    const [name, made] = row.split('|');
    // One being made, not dated yet (between its create and its comment), is another process's.
    if (name.startsWith('lakbay_tpl_making_') && made === '0') {
      continue;
    }
    if (Date.now() - Number(made) > KEEP_MS) {
      try {
        sql(`drop database if exists ${name} with (force)`);
      } catch {
        // another process dropped it, or it is being copied
      }
    }
  }
}
