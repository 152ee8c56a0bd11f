import { MikroORM } from '@mikro-orm/core';
import type { OutboxServiceName } from '@lakbay/contracts';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { JOB_QUEUE_PORT, type JobQueue, JobsModule } from '../jobs';
import { Outbox } from './outbox';
import { outboxController } from './outbox.controller';
import type { OutboxRelayOptions } from './outbox-relay-options';
import { OutboxRelay } from './outbox-relay';

/**
 * The outbox of a service that has a database: provides Outbox (nudge, metrics), runs its
 * OutboxRelay (retrying for JOB_RETRY_HOURS) and answers `<service>.outbox.problems` and
 * `.redrive` for the admin page Follow-up work. The service lists OutboxEntry among its entities and
 * adds the table with outboxTableSql() (and outboxLastErrorSql()) in its migrations.
 */
@Module({})
export class OutboxModule {
  static forService(service: OutboxServiceName, options: OutboxRelayOptions = {}): DynamicModule {
    return {
      module: OutboxModule,
      imports: [JobsModule],
      controllers: [outboxController(service)],
      providers: [
        {
          provide: OutboxRelay,
          inject: [MikroORM, JOB_QUEUE_PORT, APP_CONFIG],
          useFactory: (orm: MikroORM, jobs: JobQueue, config: AppConfig): OutboxRelay => {
            const schema = orm.config.get('schema');
            if (!schema) {
              throw new Error('OutboxModule needs a service database with a schema (ServiceDefinition.database)');
            }
            const fromConfig = { retryForMs: config.jobs.retryForMs, delayedAfterMs: config.jobs.delayedAfterMs };
            return new OutboxRelay({ orm, jobs, schema, options: { ...fromConfig, ...options } });
          },
        },
        Outbox,
      ],
      exports: [Outbox, OutboxRelay],
    };
  }
}
