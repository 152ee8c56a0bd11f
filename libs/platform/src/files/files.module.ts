import { join } from 'node:path';
import { Global, Inject, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { processHealth } from '../ops/process-health';
import type { FileStore } from './file-store';
import { FILE_STORE } from './file-store';
import { migrateFileStore } from './files-database';
import { LocalDiskFileStore } from './local-disk-file-store';
import { PostgresFileStore, fileStorePool } from './postgres-file-store';

export function uploadsDir(config: AppConfig): string {
  return join(config.dataDir, 'uploads');
}

/** The store FILE_STORE names: local disk under DATA_DIR/uploads, or PostgreSQL's `files` schema (every replica's). */
export async function makeFileStore(config: AppConfig): Promise<FileStore> {
  if (config.files.store === 'local') {
    return new LocalDiskFileStore(uploadsDir(config));
  }
  if (config.database.migrateOnStart) {
    await migrateFileStore(config);
  }
  return new PostgresFileStore(fileStorePool(config));
}

/**
 * The PostgreSQL store's pool: closed at shutdown; its database reported by the process's readiness
 * as `files`, not required (the BFF serves everything but files without it).
 */
@Injectable()
class FileStoreLifecycle implements OnModuleInit, OnApplicationShutdown {
  private removeCheck: (() => Promise<void>) | undefined;

  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  onModuleInit(): void {
    const store = this.store;
    if (store instanceof PostgresFileStore) {
      this.removeCheck = processHealth.add('files', { run: () => store.ping() }, { required: false });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.removeCheck?.();
    if (this.store instanceof PostgresFileStore) {
      await this.store.close();
    }
  }
}

/** FILE_STORE for the processes that take or serve uploads, as FILE_STORE (the variable) says. */
@Global()
@Module({
  providers: [{ provide: FILE_STORE, inject: [APP_CONFIG], useFactory: makeFileStore }, FileStoreLifecycle],
  exports: [FILE_STORE],
})
export class FilesModule {}
