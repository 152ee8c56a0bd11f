export * from './bootstrap';
export * from './config';
export * from './database';
export * from './errors';
export * from './logging';
export * from './transport';
