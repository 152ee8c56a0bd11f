export * from './after-commit';
export * from './fingerprint';
export * from './idempotency-table';
export * from './idempotency.interceptor';
