export * from './app-state-slice';
export * from './ui-slice';
