export * from './health.controller';
export * from './service-definition';
export * from './start-service';
