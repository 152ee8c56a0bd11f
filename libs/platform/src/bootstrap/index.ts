export * from './health.controller';
export * from './run-processes';
export * from './service-definition';
export * from './start-service';
