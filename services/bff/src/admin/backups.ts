import { ErrorCode } from '@lakbay/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  type BackupResult,
  BackupRunningError,
  StandaloneBackups,
  type ThreadBridge,
  WORKER_CALLS,
  httpWorkerBridge,
} from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { BffError } from '../http/bff-error';

export const BACKUPS_STANDALONE_ONLY =
  'Backups from the platform are for standalone mode: in distributed mode back up PostgreSQL and the file store with their own tools.';
export const BACKUP_RUNNING = 'A backup is already running: wait for it to finish.';
export const BACKUP_FAILED = 'The backup could not be written; the server log says why.';

/** What the admin API answers about a backup it took. */
export interface BackupTaken {
  /** The archive's file name in BACKUP_DIR. */
  name: string;
  bytes: number;
  createdAt: string;
  encrypted: boolean;
  durationMs: number;
}

/**
 * Standalone mode: the process's backups (admin API, `npm run backup` through DATA_DIR's control
 * socket, the schedule). They live here because the BFF runs in every standalone process; the
 * embedded database they copy is the one every service of this process shares.
 */
@Injectable()
export class Backups implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly backups?: StandaloneBackups;
  /** In an HTTP worker thread: the main thread, which holds the database and takes the backups. */
  private readonly mainThread?: ThreadBridge;
  private readonly logger = new Logger('Backup');

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const bridge = config.mode === 'standalone' ? httpWorkerBridge() : undefined;
    this.mainThread = bridge;
    this.backups = config.mode === 'standalone' && !bridge ? new StandaloneBackups(config) : undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.backups?.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.backups?.close();
  }

  async take(): Promise<BackupTaken> {
    const { backups, mainThread } = this;
    const run = backups ? () => backups.run() : mainThread ? () => mainThread.call<BackupResult>(WORKER_CALLS.backup) : undefined;
    if (!run) {
      throw new BffError(ErrorCode.CONFLICT, BACKUPS_STANDALONE_ONLY);
    }
    try {
      const result = await run();
      return {
        name: result.file.split('/').pop() ?? result.file,
        bytes: result.bytes,
        createdAt: result.createdAt,
        encrypted: result.encrypted,
        durationMs: result.durationMs,
      };
    } catch (err) {
      if (err instanceof BackupRunningError || (err as Error).name === 'BackupRunningError') {
        throw new BffError(ErrorCode.CONFLICT, BACKUP_RUNNING);
      }
      this.logger.error(`backup failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      throw new BffError(ErrorCode.SERVICE_UNAVAILABLE, BACKUP_FAILED);
    }
  }
}
