export * from './errors';
export * from './jobs';
export * from './messages';
export * from './services';
export * from './users';
