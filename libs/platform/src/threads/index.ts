export * from './thread-bridge';
export * from './http-worker';
export * from './http-workers';
