export * from './database-unavailable';
export * from './outage-log';
export * from './payload-refusal';
export * from './service-error';
export * from './validation';
