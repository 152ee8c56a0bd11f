import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { FileStore } from './file-store';
import { FILE_STORE } from './file-store';
import { LocalDiskFileStore } from './local-disk-file-store';

export function uploadsDir(config: AppConfig): string {
  return join(config.dataDir, 'uploads');
}

/** The file store the configuration selects: local disk under DATA_DIR/uploads. */
export function createFileStore(config: AppConfig): FileStore {
  return new LocalDiskFileStore(uploadsDir(config));
}

/** FILE_STORE for the processes that take or serve uploads (createFileStore). */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG],
      useFactory: createFileStore,
    },
  ],
  exports: [FILE_STORE],
})
export class FilesModule {}
