import { MikroORM } from '@mikro-orm/core';
import type { AppConfig } from '../config';
import { migrate } from '../database/database.module';
import { type ServiceDatabase, ormOptions } from '../database/orm-options';
import { FilesTables } from './migrations/m20261203-001-files';
import { FILES_SCHEMA, fileStorePool } from './postgres-file-store';

/** The advisory lock that makes processes migrating the file store at once take turns. */
const MIGRATION_LOCK = 'lakbay files migrate';

/**
 * The PostgreSQL file store's schema, migrated like a service's (`db.js migrate`, the k8s migration
 * Job): no entities, only its tables. Names are recorded in <schema>.mikro_orm_migrations.
 */
export function filesDatabase(schema = FILES_SCHEMA): ServiceDatabase {
  return { schema, entities: [], migrations: [{ name: 'm20261203-001-files', class: FilesTables }] };
}

/**
 * Applies the file store's pending migrations to DATABASE_URL's database; answers their names.
 * Several processes use the schema (the BFF and users): with DB_MIGRATE_ON_START they may start
 * together, so they take turns under an advisory lock (the second finds nothing left to apply).
 */
export async function migrateFileStore(config: AppConfig, schema = FILES_SCHEMA): Promise<string[]> {
  const orm = await MikroORM.init({ ...ormOptions(config, filesDatabase(schema)), discovery: { warnWhenNoEntities: false } });
  const lock = fileStorePool(config);
  try {
    const client = await lock.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [`${MIGRATION_LOCK} ${schema}`]);
      return await migrate(orm, schema);
    } finally {
      // The lock ends with the connection.
      client.release(true);
    }
  } finally {
    await lock.end();
    await orm.close();
  }
}
