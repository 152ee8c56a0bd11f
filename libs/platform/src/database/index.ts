export * from './database.module';
export * from './orm-options';
export * from './postgres-pool';
export * from './request-context.interceptor';
export * from './shared-pglite';
