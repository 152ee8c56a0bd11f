import { EntityManager, MikroORM } from '@mikro-orm/core';
import { type DynamicModule, Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { ormOptions, type ServiceDatabase } from './orm-options';
import { recordMigrationsAtStart } from './seed-once';

@Injectable()
class OrmLifecycle implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}
  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}

/**
 * Gives a service its MikroORM instance on its own schema. Pending migrations are applied at start
 * when DB_MIGRATE_ON_START is on (standalone default); never schema sync.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forService(db: ServiceDatabase): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: MikroORM,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig) => {
            const orm = await MikroORM.init(serviceOrmOptions(config, db));
            if (config.database.migrateOnStart) {
              recordMigrationsAtStart(orm, (await migrate(orm, db.schema)).length);
            }
            return orm;
          },
        },
        { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
        OrmLifecycle,
      ],
      exports: [MikroORM, EntityManager],
    };
  }
}

// A service starts without its PostgreSQL and answers 503 until it is reachable: MikroORM's
// ensureDatabase would query it on the first connect, failing a start during an outage. The
// database itself is made by `npm run db:migrate` (or a service that migrates on start).
function serviceOrmOptions(config: AppConfig, db: ServiceDatabase) {
  const options = ormOptions(config, db);
  return config.database.url && !config.database.migrateOnStart ? { ...options, ensureDatabase: false } : options;
}

export async function migrate(orm: MikroORM, schema: string): Promise<string[]> {
  const done = await orm.migrator.up();
  if (done.length > 0) {
    new Logger('Database').log(`${schema}: applied ${done.map((m) => m.name).join(', ')}`);
  }
  return done.map((m) => m.name);
}
