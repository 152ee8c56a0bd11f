export * from './start-bff';
