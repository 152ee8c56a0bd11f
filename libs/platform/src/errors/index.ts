export * from './service-error';
export * from './validation';
