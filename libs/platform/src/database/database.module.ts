import { EntityManager, MikroORM } from '@mikro-orm/core';
import { type DynamicModule, Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { ormOptions, type ServiceDatabase } from './orm-options';

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
            const orm = await MikroORM.init(ormOptions(config, db));
            if (config.database.migrateOnStart) {
              await migrate(orm, db.schema);
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

export async function migrate(orm: MikroORM, schema: string): Promise<string[]> {
  const done = await orm.migrator.up();
  if (done.length > 0) {
    new Logger('Database').log(`${schema}: applied ${done.map((m) => m.name).join(', ')}`);
  }
  return done.map((m) => m.name);
}
