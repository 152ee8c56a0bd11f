export * from './call-context';
export * from './call-context.interceptor';
export * from './actor';
