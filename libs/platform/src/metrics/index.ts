export * from './database-metrics';
export * from './http-metrics';
export * from './job-metrics';
export * from './outbox-metrics';
export * from './registry';
export * from './rpc-metrics';
export * from './rpc-observer.interceptor';
export * from './cache-metrics';
