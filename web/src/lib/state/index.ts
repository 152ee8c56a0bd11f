export * from './app-state-slice';
export * from './ui-slice';
export * from './search-cache-slice';
