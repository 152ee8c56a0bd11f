export * from './file-store';
export * from './files.module';
export * from './local-disk-file-store';
