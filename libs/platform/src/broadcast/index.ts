export * from './broadcasts';
export * from './broadcast.module';
export * from './flush-notices';
