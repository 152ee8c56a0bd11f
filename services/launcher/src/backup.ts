import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
// Only what asking the running platform needs is loaded up front: the whole platform (NestJS,
// MikroORM, every service for restore) took 3 to 12 s to load on a busy machine, most of the
// command's time (docs/bench.md, "Backup and restore"). The rest is loaded when it is used.
import type { AppConfig } from '../../../libs/platform/src/config/app-config';
import { ConfigError, loadConfig } from '../../../libs/platform/src/config/load-config';
import { BackupError } from '../../../libs/platform/src/backup/backup-format';
import { askRunningPlatform } from '../../../libs/platform/src/backup/control-socket';

const USAGE = 'Usage: backup.js backup [--passphrase-file <file>] | restore <archive> [--passphrase-file <file>]';

/**
 * `backup.js backup` asks the standalone platform running on DATA_DIR for an archive (through
 * DATA_DIR's control socket) or, when it is stopped, opens DATA_DIR itself; `backup.js restore
 * <archive>` unpacks one into an empty DATA_DIR. The passphrase is BACKUP_PASSPHRASE or the first
 * line of --passphrase-file (never an argument: it would sit in the shell history).
 */
async function main(command: string | undefined, args: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { 'passphrase-file': { type: 'string' } }, allowPositionals: true });
  } catch (err) {
    throw new BackupError(`${(err as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const passphraseFile = values['passphrase-file'];
  const passphrase = (config: AppConfig): string | undefined =>
    passphraseFile ? (readFileSync(passphraseFile, 'utf8').split(/\r?\n/)[0] ?? '') : config.backup.passphrase;
  if (command === 'backup' && positionals.length === 0) {
    await backup(loadConfig(), passphrase);
  } else if (command === 'restore' && positionals.length === 1 && positionals[0]) {
    // Nothing may be written into DATA_DIR before it is checked empty (not even the generated secret).
    const config = loadConfig(undefined, { writeDataDir: false });
    await restore(config, positionals[0], passphrase(config));
  } else {
    throw new BackupError(USAGE);
  }
}

async function backup(config: AppConfig, passphrase: (config: AppConfig) => string | undefined): Promise<void> {
  if (config.mode !== 'standalone') {
    throw new BackupError('npm run backup is for standalone mode; in distributed mode back up PostgreSQL (pg_dump) and the file store.');
  }
  const secret = passphrase(config);
  if (secret !== undefined && secret.length < 12) {
    throw new BackupError('The passphrase must be at least 12 characters.');
  }
  const answer = await askRunningPlatform(config.dataDir, { command: 'backup', passphrase: secret });
  if (answer) {
    if (!answer.ok) {
      throw new BackupError(`The running platform could not take the backup: ${answer.error}`);
    }
    console.log(
      `backup: ${answer.result.file} (${answer.result.bytes} bytes, ${answer.result.durationMs} ms, database held ${answer.result.snapshotMs} ms, taken by the running platform)`,
    );
    return;
  }
  const pgliteDir = config.database.pgliteDir;
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`No Lakbay database in DATA_DIR ${config.dataDir}: nothing to back up.`);
  }
  // PGlite keeps this file while a process has the database open and removes it on a clean stop.
  if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The database in ${pgliteDir} is open in another process that does not answer on DATA_DIR's control socket, or its last process did not stop cleanly. Take the backup through the admin API (POST /api/v2/admin/backups), or start and stop the platform once, then run this again.`,
    );
  }
  const { applyRetention, closeSharedPglites, sharedPglite, takeBackup } = await import('../../../libs/platform/src/index');
  try {
    const result = await takeBackup({
      pglite: await sharedPglite(pgliteDir),
      dataDir: config.dataDir,
      pgliteDir,
      backupDir: config.backup.dir,
      passphrase: secret,
      appVersion: config.client.version,
    });
    await applyRetention(config.backup.dir, config.backup.keep, config.backup.keepDays);
    console.log(`backup: ${result.file} (${result.bytes} bytes, ${result.durationMs} ms, platform stopped)`);
  } finally {
    await closeSharedPglites();
  }
}

async function restore(config: AppConfig, file: string, passphrase: string | undefined): Promise<void> {
  if (config.mode !== 'standalone') {
    throw new BackupError('npm run restore restores a standalone DATA_DIR; set MODE=standalone (and DATA_DIR to an empty folder).');
  }
  const [{ restoreBackup }, { SERVICES }] = await Promise.all([import('../../../libs/platform/src/index'), import('./registry')]);
  const knownMigrations = Object.fromEntries(
    Object.values(SERVICES).flatMap((s) => (s.database ? [[s.database.schema, s.database.migrations.map((m) => m.name)]] : [])),
  );
  const result = await restoreBackup({ file, dataDir: config.dataDir, passphrase, knownMigrations });
  console.log(
    `restore: ${file} (taken ${result.createdAt}${result.appVersion ? ` by Lakbay ${result.appVersion}` : ''}) is in ${result.dataDir}: schemas ${result.schemas.join(', ')}, ${result.files} files. The search index is rebuilt when the platform starts.`,
  );
}

main(process.argv[2], process.argv.slice(3)).catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
});
