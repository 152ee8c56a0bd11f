export * from './file-store';
export * from './files-database';
export * from './files.module';
export * from './local-disk-file-store';
export * from './postgres-file-store';
