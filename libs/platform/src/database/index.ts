export * from './database.module';
export * from './guarded-drivers';
export * from './in-transaction';
export * from './orm-options';
export * from './postgres-pool';
export * from './request-context.interceptor';
export * from './shared-pglite';
export * from './memory-orm';
