import type { Server } from 'node:net';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config';
import { sharedPglite } from '../database/shared-pglite';
import { ARCHIVE_NAME, type BackupResult, BackupError } from './backup-format';
import { listenForBackups } from './control-socket';
import { applyRetention, takeBackup } from './take-backup';

/** A second backup asked for while one runs. */
export class BackupRunningError extends BackupError {
  constructor() {
    super('A backup is already running: wait for it to finish.');
  }
}

/**
 * Backups of the running standalone platform: one at a time, from the admin API, the control socket
 * (`npm run backup`) and the schedule (every BACKUP_INTERVAL_HOURS after the newest archive), each
 * followed by the retention sweep.
 */
export class StandaloneBackups {
  private running?: Promise<BackupResult>;
  private server?: Server;
  private timer?: NodeJS.Timeout;
  private closed = false;
  private readonly logger = new Logger('Backup');

  constructor(private readonly config: AppConfig) {}

  /** Takes a backup now; rejects with BackupRunningError while one runs. */
  run(passphrase = this.config.backup.passphrase): Promise<BackupResult> {
    if (this.running) {
      return Promise.reject(new BackupRunningError());
    }
    const run = this.take(passphrase).finally(() => {
      this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async take(passphrase: string | undefined): Promise<BackupResult> {
    const { backup } = this.config;
    const result = await takeBackup({
      pglite: await sharedPglite(this.config.database.pgliteDir),
      dataDir: this.config.dataDir,
      pgliteDir: this.config.database.pgliteDir,
      backupDir: backup.dir,
      passphrase,
      appVersion: this.config.client.version,
    });
    const removed = await applyRetention(backup.dir, backup.keep, backup.keepDays);
    this.logger.log(
      `wrote ${result.file} (${result.bytes} bytes, ${result.files} files, ${result.durationMs} ms, database held ${result.snapshotMs} ms${result.encrypted ? ', encrypted' : ''})${removed.length > 0 ? `; removed ${removed.join(', ')}` : ''}`,
    );
    return result;
  }

  /** Removes what a backup cut short by a stop left behind, then opens the control socket and the schedule. */
  async start(): Promise<void> {
    await this.removeLeftovers();
    try {
      this.server = await listenForBackups(this.config.dataDir, async ({ passphrase }) => {
        try {
          return { ok: true, result: await this.run(passphrase ?? this.config.backup.passphrase) };
        } catch (err) {
          return { ok: false, error: err instanceof Error ? err.message : String(err) };
        }
      });
    } catch (err) {
      this.logger.warn(
        `npm run backup cannot reach this process (control socket: ${(err as Error).message}); the admin API and the schedule still take backups`,
      );
    }
    await this.schedule();
  }

  private async removeLeftovers(): Promise<void> {
    const left = async (dir: string, test: (name: string) => boolean): Promise<void> => {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter(test).map((name) => rm(join(dir, name), { recursive: true, force: true })));
    };
    await left(this.config.dataDir, (name) => name.startsWith('.backup-'));
    await left(this.config.backup.dir, (name) => name.endsWith('.backup.partial'));
  }

  private async schedule(): Promise<void> {
    const hours = this.config.backup.intervalHours;
    if (hours === 0 || this.closed) {
      return;
    }
    const newest = await this.newestArchiveAt();
    const due = (newest ?? Date.now()) + hours * 3_600_000;
    // setTimeout holds at most ~24.8 days; a later due time is checked again then.
    const wait = Math.min(Math.max(due - Date.now(), 1000), 2 ** 31 - 1);
    this.timer = setTimeout(() => void this.scheduled(), wait);
    this.timer.unref();
  }

  private async scheduled(): Promise<void> {
    const newest = await this.newestArchiveAt();
    if (newest === undefined || Date.now() - newest >= this.config.backup.intervalHours * 3_600_000 - 1000) {
      await this.run().catch((err: unknown) => {
        this.logger.error(`scheduled backup failed: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
    await this.schedule();
  }

  private async newestArchiveAt(): Promise<number | undefined> {
    try {
      const names = (await readdir(this.config.backup.dir)).filter((n) => ARCHIVE_NAME.test(n)).sort();
      const newest = names.at(-1);
      return newest ? (await stat(join(this.config.backup.dir, newest))).mtimeMs : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stops the schedule and the socket, and waits for a backup under way. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await this.running?.catch(() => undefined);
  }
}
