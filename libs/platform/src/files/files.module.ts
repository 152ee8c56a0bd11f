import { join } from 'node:path';
import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
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

@Injectable()
class FileStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}
  async onApplicationShutdown(): Promise<void> {
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
