export * from './change-feed';
export * from './change-log';
