import { MikroORM } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import type { ServiceDatabase } from './orm-options';

/** A service's schema, migrated, on a private in-memory PGlite: for specs of code that queries. */
export async function memoryOrm(service: { name: string; database?: ServiceDatabase }): Promise<MikroORM> {
  const { database } = service;
  if (!database) {
    throw new Error(`The ${service.name} service has no database.`);
  }
  const orm = await MikroORM.init({
    driver: PgliteDriver,
    dbName: 'memory://',
    entities: database.entities,
    schema: database.schema,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: database.migrations, schema: database.schema, transactional: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    debug: false,
  });
  await orm.migrator.up();
  return orm;
}
