export * from './call-context';
export * from './call-context.interceptor';
