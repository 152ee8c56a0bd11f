import type { Constructor, EntityClass, Options } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import type { AppConfig } from '../config';
import { GuardedPgliteDriver, GuardedPostgreSqlDriver } from './guarded-drivers';
import { poolConnectTimeoutMs, postgresPoolOptions } from './postgres-pool';
import { sharedPglite } from './shared-pglite';

/** What a service declares about its data: it owns one schema, its entities and migrations. */
export interface ServiceDatabase {
  schema: string;
  entities: EntityClass<unknown>[];
  /** In order. Names are recorded in <schema>.mikro_orm_migrations: never rename one that shipped. */
  migrations: { name: string; class: Constructor<Migration> }[];
}

export function ormOptions(config: AppConfig, db: ServiceDatabase): Partial<Options> {
  const common = {
    entities: db.entities,
    schema: db.schema,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList: db.migrations,
      schema: db.schema,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    // Services fork an EntityManager per message (see RequestContextInterceptor); the global one
    // must never collect state across requests.
    allowGlobalContext: false,
    // Standalone mode runs several ORMs in one process: each resolves only its own request and
    // transaction contexts (MikroORM keys them by this name, 'default' for all otherwise).
    contextName: db.schema,
    debug: false,
  } satisfies Partial<Options>;
  if (config.database.url) {
    return {
      ...common,
      driver: GuardedPostgreSqlDriver,
      clientUrl: config.database.url,
      pool: { min: 0, max: 10 },
      driverOptions: postgresPoolOptions(config),
    };
  }
  return {
    ...common,
    driver: GuardedPgliteDriver,
    dbName: 'lakbay',
    // A transaction waits for its turn as long as a PostgreSQL request waits for a connection.
    driverOptions: { pglite: () => sharedPglite(config.database.pgliteDir, poolConnectTimeoutMs(config.rpcTimeoutMs)) },
  };
}
