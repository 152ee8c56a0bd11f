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
export function makeFileStore(config: AppConfig): Promise<FileStore> {
  return Promise.resolve(new LocalDiskFileStore(uploadsDir(config)));
}

/** FILE_STORE for the processes that take or serve uploads (makeFileStore). */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG],
      useFactory: makeFileStore,
    },
  ],
  exports: [FILE_STORE],
})
export class FilesModule {}
