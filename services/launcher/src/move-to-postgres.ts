import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM } from '@mikro-orm/core';
import {
  BackupError,
  ConfigError,
  FILES_SCHEMA,
  type FileStore,
  LocalDiskFileStore,
  PG_TYPE_PARSERS,
  makeFileStore,
  PostgresFileStore,
  loadConfig,
  migrate,
  ormOptions,
  platformListening,
  restoreBackup,
  seedStateTableDdl,
  setTransactionGuard,
} from '@lakbay/platform';
import { SERVICES } from './registry';
import { copyFiles, removeFiles, renamer, uploadedFiles, verifyFiles } from './move/copy-files';
import { type TableShape, copyRows, countRows, rowsInTarget, sourceTables, targetSql, targetTables } from './move/copy-rows';

const USAGE = `Usage: npm run move-to-postgres -- --to postgresql://user@host/db [--from DATA_DIR | --archive FILE [--passphrase-file FILE]]
       [--target-data-dir DIR] [--secrets-out FILE]
  --from             the standalone DATA_DIR, stopped (default: DATA_DIR)
  --archive          a backup archive (npm run backup) instead: the platform may keep running
  --to               the distributed PostgreSQL database (default: DATABASE_URL)
  --target-data-dir  the distributed processes' DATA_DIR, needed when their FILE_STORE keeps files on local disk
  --secrets-out      write the secrets as env lines to this file (mode 0600) instead of printing them`;

/** Refusals and failures the operator can act on: printed as they are, no stack. */
export class MoveError extends Error {}

/** Schemas that only standalone mode has, and why they stay behind. */
const STANDALONE_ONLY: Record<string, string> = {
  bff: 'log-in and sign-up rate limits of the last minutes (distributed mode keeps them in Redis)',
};

interface Options {
  from?: string;
  archive?: string;
  passphraseFile?: string;
  to: string;
  targetDataDir?: string;
  secretsOut?: string;
}

function options(args: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        archive: { type: 'string' },
        'passphrase-file': { type: 'string' },
        to: { type: 'string' },
        'target-data-dir': { type: 'string' },
        'secrets-out': { type: 'string' },
      },
    });
  } catch (err) {
    throw new MoveError(`${(err as Error).message}\n${USAGE}`);
  }
  const { values } = parsed;
  const to = values.to ?? process.env.DATABASE_URL;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    throw new MoveError(`--to must be the PostgreSQL database to move into (postgresql://...).\n${USAGE}`);
  }
  if (values.from && values.archive) {
    throw new MoveError(`Give --from or --archive, not both.\n${USAGE}`);
  }
  return {
    from: values.archive ? undefined : resolve(values.from ?? process.env.DATA_DIR ?? './data'),
    archive: values.archive ? resolve(values.archive) : undefined,
    passphraseFile: values['passphrase-file'],
    to,
    targetDataDir: values['target-data-dir'] ? resolve(values['target-data-dir']) : undefined,
    secretsOut: values['secrets-out'] ? resolve(values['secrets-out']) : undefined,
  };
}

/** The address without its password, for output. */
function shown(url: string): string {
  const u = new URL(url);
  if (u.password) {
    u.password = '***';
  }
  return u.toString();
}

/** DATA_DIR/secrets as env lines: auth-secret is AUTH_SECRET. */
async function secrets(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'secrets');
  if (!existsSync(dir)) {
    return [];
  }
  const lines: string[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const value = (await readFile(join(dir, name), 'utf8')).trim();
    lines.push(`${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}=${value}`);
  }
  return lines;
}

/** The known migrations of every service schema. */
function knownMigrations(): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(SERVICES).flatMap((s) => (s.database ? [[s.database.schema, s.database.migrations.map((m) => m.name)]] : [])),
  );
}

/** Checks the standalone database is at this build's schema: same migrations, no more, no fewer. */
async function requireSameSchema(pglite: PGlite, known: Record<string, string[]>): Promise<void> {
  const problems: string[] = [];
  for (const [schema, names] of Object.entries(known)) {
    const applied = (
      await pglite
        .query<{ name: string }>(`select name from "${schema}".mikro_orm_migrations order by id`)
        .catch(() => ({ rows: [] as { name: string }[] }))
    ).rows.map((r) => r.name);
    const newer = applied.filter((n) => !names.includes(n));
    const missing = names.filter((n) => !applied.includes(n));
    if (newer.length > 0) {
      problems.push(`${schema} has migrations this Lakbay does not know (${newer.join(', ')}): use the Lakbay version that wrote it`);
    } else if (missing.length > 0) {
      problems.push(`${schema} lacks ${missing.length} migration(s) of this version (${missing.join(', ')})`);
    }
  }
  if (problems.length > 0) {
    throw new MoveError(
      `The standalone data is not at this version's schema: ${problems.join('; ')}. Start the standalone platform once with this version (it migrates on start), stop it, then move.`,
    );
  }
}

async function main(args: string[]): Promise<void> {
  const opts = options(args);
  const started = Date.now();
  const base = loadConfig({ ...process.env, MODE: 'standalone', DATABASE_URL: '' }, { writeDataDir: false });
  setTransactionGuard(base.testTransactionGuard);
  const known = knownMigrations();
  let scratch: string | undefined;
  let from: string;
  if (opts.archive) {
    const passphrase = opts.passphraseFile
      ? ((await readFile(opts.passphraseFile, 'utf8')).split(/\r?\n/)[0] ?? '')
      : base.backup.passphrase;
    scratch = await mkdtemp(join(tmpdir(), 'lakbay-move-'));
    from = join(scratch, 'data');
    await restoreBackup({ file: opts.archive, dataDir: from, passphrase, knownMigrations: known });
  } else {
    from = opts.from as string;
  }
  try {
    await move(opts, from, known, started);
  } finally {
    if (scratch) {
      await rm(scratch, { recursive: true, force: true });
    }
  }
}

async function move(opts: Options, from: string, known: Record<string, string[]>, started: number): Promise<void> {
  const pgliteDir = join(from, 'db');
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    throw new MoveError(`No standalone Lakbay database in ${from} (no db/PG_VERSION): give its DATA_DIR with --from.`);
  }
  if (await platformListening(from)) {
    throw new MoveError(
      `Lakbay is running on ${from} (it answers on its control socket): stop it first, or move from a backup taken now (npm run backup, then --archive <file>).`,
    );
  }
  // PGlite keeps this file while a process has the database open and removes it on a clean stop.
  if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
    throw new MoveError(
      `The database in ${pgliteDir} is open in another process, or its last process did not stop cleanly: start and stop the standalone platform once, then move.`,
    );
  }
  const secretLines = await secrets(from);
  const authSecret = secretLines.find((l) => l.startsWith('AUTH_SECRET='))?.slice('AUTH_SECRET='.length);
  // The distributed configuration the processes will run with: its database, its file store.
  const target = loadConfig(
    {
      ...process.env,
      MODE: 'distributed',
      DATABASE_URL: opts.to,
      DATA_DIR: opts.targetDataDir ?? join(tmpdir(), 'lakbay-move-unused'),
      AUTH_SECRET: process.env.AUTH_SECRET ?? authSecret ?? 'x'.repeat(48),
      NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      SEED_DEMO_DATA: 'false',
      // A store with a schema of its own makes it as it opens (the services' are migrated below).
      DB_MIGRATE_ON_START: 'true',
    },
    { writeDataDir: false },
  );
  const store = await makeFileStore(target);
  if (store instanceof LocalDiskFileStore) {
    if (!opts.targetDataDir) {
      throw new MoveError(
        "The distributed file store is the local disk (FILE_STORE): give the distributed processes' DATA_DIR (their shared volume) with --target-data-dir.",
      );
    }
    if (resolve(opts.targetDataDir) === resolve(from)) {
      throw new MoveError('--target-data-dir must not be the standalone DATA_DIR itself.');
    }
  }

  const pglite = await PGlite.create({ dataDir: pgliteDir, parsers: PG_TYPE_PARSERS });
  const orms: MikroORM[] = [];
  try {
    await requireSameSchema(pglite, known);
    const schemas = Object.keys(known);
    const databases = Object.values(SERVICES).flatMap((s) => (s.database ? [s.database] : []));
    // Nothing is written before the target is known unused (migrations included).
    const first = await MikroORM.init(ormOptions(target, databases[0]));
    orms.push(first);
    // The file store's own tables count too when it lives in the target database.
    const checked = store instanceof PostgresFileStore ? [...schemas, FILES_SCHEMA] : schemas;
    const inUse = await first.em.fork().transactional((em) => rowsInTarget(targetSql(em), checked));
    if (inUse.length > 0) {
      throw new MoveError(
        `The target database ${shown(opts.to)} already holds rows (${inUse
          .slice(0, 5)
          .map((t) => `${t.table}: ${t.rows}`)
          .join(
            ', ',
          )}${inUse.length > 5 ? ` and ${inUse.length - 5} more tables` : ''}): nothing was moved. Move into an empty database (or one only npm run db:migrate has touched).`,
      );
    }
    const source = await sourceTables(pglite, schemas);
    for (const database of databases) {
      const orm = database === databases[0] ? first : await MikroORM.init(ormOptions(target, database));
      if (orm !== first) {
        orms.push(orm);
      }
      await migrate(orm, database.schema);
      // Made by a service's first seed, not by a migration: carried when the standalone has it.
      if (source.has(`${database.schema}.seed_state`)) {
        await orm.em.getConnection().execute(seedStateTableDdl(database.schema));
      }
    }

    const destination = await first.em.fork().transactional((em) => targetTables(targetSql(em), schemas));
    const tables: TableShape[] = [];
    const mismatched: string[] = [];
    for (const [key, table] of source) {
      if (table.name === 'mikro_orm_migrations') {
        continue;
      }
      const there = destination.get(key);
      const missing = table.columns.filter((c) => !there?.columns.includes(c));
      const extra = there?.columns.filter((c) => !table.columns.includes(c)) ?? [];
      if (!there || missing.length > 0 || extra.length > 0) {
        mismatched.push(there ? `${key} (columns ${[...missing, ...extra].join(', ')})` : `${key} (no such table)`);
      }
      tables.push(table);
    }
    if (mismatched.length > 0) {
      throw new MoveError(`The target's tables differ from the standalone's: ${mismatched.join('; ')}. Nothing was moved.`);
    }

    const uploads = join(from, 'uploads');
    const names = await uploadedFiles(uploads);
    const files = await copyFiles(uploads, names, store);
    let copied;
    try {
      copied = await first.em.fork().transactional((em) => copyRows(pglite, targetSql(em), tables, schemas, renamer(files)));
    } catch (err) {
      await removeFiles(store, files);
      throw err;
    }

    const counts = await countRows(pglite, first, tables);
    const wrongFiles = await verifyFiles(store, files);
    const wrongCounts = counts.filter((c) => c.source !== c.target);
    const width = Math.max(...counts.map((c) => c.table.length), 5);
    const lines = [
      `move-to-postgres: ${opts.archive ? `archive ${opts.archive}` : `standalone DATA_DIR ${from} (stopped)`} -> ${shown(opts.to)}`,
      '',
      `${'table'.padEnd(width)}  ${'standalone'.padStart(10)}  ${'postgresql'.padStart(10)}  check`,
      ...counts.map(
        (c) =>
          `${c.table.padEnd(width)}  ${String(c.source).padStart(10)}  ${String(c.target).padStart(10)}  ${c.source === c.target ? 'ok' : 'DIFFERENT'}`,
      ),
      '',
      `rows: ${counts.reduce((n, c) => n + c.target, 0)} in ${counts.length} tables of ${schemas.join(', ')}; ${copied.sequences} sequences set; row counts ${wrongCounts.length === 0 ? 'match' : `DIFFER in ${wrongCounts.map((c) => c.table).join(', ')}`}.`,
      `files: ${files.length} (${files.reduce((n, f) => n + f.bytes, 0)} bytes) into the ${store instanceof LocalDiskFileStore ? `local-disk file store (${join(target.dataDir, 'uploads')})` : 'distributed file store'}; SHA-256 ${wrongFiles.length === 0 ? 'match' : `DIFFERS for ${wrongFiles.join(', ')}`}. The store gave them new names: the rows point at those.`,
      'search: not moved; the distributed search service builds its index from the moved data as it starts (with an existing MEILI_URL index, run npm run search:reindex once the platform is up).',
      `left behind: ${Object.entries(STANDALONE_ONLY)
        .map(([schema, what]) => `${schema} schema (${what})`)
        .join(
          '; ',
        )}; DATA_DIR/mail (e-mails written as files: distributed mode sends through SMTP_URL); DATA_DIR/calendar (standalone's demo calendar feed: set CALENDAR_ICS_URL); DATA_DIR/backups.`,
      `took ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    ];
    console.log(lines.join('\n'));
    if (opts.secretsOut) {
      await writeFile(opts.secretsOut, `${secretLines.join('\n')}\n`, { mode: 0o600 });
      await chmod(opts.secretsOut, 0o600);
      console.log(
        `secrets: ${secretLines.length} written to ${opts.secretsOut} (mode 0600): put them in the distributed processes' environment.`,
      );
    } else {
      console.log(`secrets: put these in the distributed processes' environment (keep them secret):\n${secretLines.join('\n')}`);
    }
    if (wrongCounts.length > 0 || wrongFiles.length > 0) {
      throw new MoveError('The checks found differences (above): do not switch over; drop the target database and move again.');
    }
  } finally {
    await Promise.all(orms.map((o) => o.close()));
    await pglite.close();
    // A store on a connection pool of its own holds the process open until closed.
    await (store as FileStore & { close?: () => Promise<void> }).close?.();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof MoveError || err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
});
