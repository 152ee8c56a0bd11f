import { MikroORM } from '@mikro-orm/core';
import { type DynamicModule, Module } from '@nestjs/common';
import { JOB_QUEUE_PORT, type JobQueue, JobsModule } from '../jobs';
import { Outbox } from './outbox';
import type { OutboxRelayOptions } from './outbox-relay-options';
import { OutboxRelay } from './outbox-relay';

/**
 * The outbox of a service that has a database: provides Outbox (nudge, metrics) and runs its
 * OutboxRelay. The service lists OutboxEntry among its entities and adds the table with
 * outboxTableSql() in a migration.
 */
@Module({})
export class OutboxModule {
  static forService(options: OutboxRelayOptions = {}): DynamicModule {
    return {
      module: OutboxModule,
      imports: [JobsModule],
      providers: [
        {
          provide: OutboxRelay,
          inject: [MikroORM, JOB_QUEUE_PORT],
          useFactory: (orm: MikroORM, jobs: JobQueue): OutboxRelay => {
            const schema = orm.config.get('schema');
            if (!schema) {
              throw new Error('OutboxModule needs a service database with a schema (ServiceDefinition.database)');
            }
            return new OutboxRelay({ orm, jobs, schema, options });
          },
        },
        Outbox,
      ],
      exports: [Outbox, OutboxRelay],
    };
  }
}
