export * from './outbox';
export * from './outbox-entry.entity';
export * from './outbox-relay';
export * from './outbox-relay-options';
export * from './outbox-table.sql';
export * from './outbox.module';
export * from './outbox.controller';
