import { MikroORM } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { ServiceDatabase } from '@lakbay/platform';

/** The table MikroORM records a schema's applied migrations in (its default name). */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
/** PostgreSQL's codes for a schema or table that does not exist yet: nothing is applied. */
const NOT_MIGRATED_YET = new Set(['42P01', '3F000']);

/** The migrations of a service that its schema has not recorded as applied, in order. */
export interface MigrationState {
  schema: string;
  pending: string[];
}

const withoutExtension = (name: string): string => name.replace(/\.(js|ts)$/, '');

/**
 * Reads which of the image's migrations a schema has applied, and changes nothing: no schema, no
 * migrations table is created (a role that may only read its schema can run it). Only PostgreSQL:
 * the check is for deployments, whose processes wait for the migration Job.
 */
export async function migrationState(databaseUrl: string, database: ServiceDatabase): Promise<MigrationState> {
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: database.entities,
    // The file store's schema has tables and no entities.
    discovery: { warnWhenNoEntities: false },
    schema: database.schema,
    metadataProvider: ReflectMetadataProvider,
    ensureDatabase: false,
    allowGlobalContext: false,
    contextName: `check:${database.schema}`,
    pool: { min: 0, max: 1 },
    driverOptions: { connectionTimeoutMillis: 5000 },
    debug: false,
  });
  try {
    let applied: string[] = [];
    try {
      const rows = await orm.em.getConnection().execute<{ name: string }[]>(`select name from "${database.schema}"."${MIGRATIONS_TABLE}"`);
      applied = rows.map((row) => withoutExtension(row.name));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !NOT_MIGRATED_YET.has(code)) {
        throw error;
      }
    }
    const done = new Set(applied);
    return {
      schema: database.schema,
      pending: database.migrations.map((m) => withoutExtension(m.name)).filter((name) => !done.has(name)),
    };
  } finally {
    await orm.close();
  }
}
