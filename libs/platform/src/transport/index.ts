export * from './in-process-bus';
export * from './in-process.client';
export * from './in-process.server';
export * from './rpc-error.filter';
export * from './service-client';
export * from './transport-options';
export * from './transport.module';
export * from './nats-namespaced';
