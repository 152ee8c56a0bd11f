export * from './logger';
export * from './service-scope';
