export * from './bootstrap';
export * from './config';
export * from './database';
export * from './errors';
export * from './jobs';
export * from './logging';
export * from './mail';
export * from './transport';
