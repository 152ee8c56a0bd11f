export * from './app-config';
export * from './env.schema';
export * from './load-config';
export * from './config.module';
