export * from './change-feed';
