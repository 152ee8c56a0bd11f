import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PgliteDriver } from '@mikro-orm/pglite';
import type { ServiceDatabase } from './orm-options';
import { fromPgliteTemplate, keepAsPgliteTemplate } from './pglite-templates';
import { PG_TYPE_PARSERS } from './shared-pglite';

/** The template of a service's migrated schema: named for its migrations, their code included. */
function migratedTemplateName(service: { name: string }, database: ServiceDatabase): string {
  const migrations = database.migrations.map((m) => `${m.name}\n${m.class.toString()}`).join('\n');
  return `${service.name}-${database.schema}-${createHash('sha256').update(migrations).digest('hex').slice(0, 16)}`;
}

/** A service's schema, migrated, on a private in-memory PGlite: for specs of code that queries. */
export async function memoryOrm(service: { name: string; database?: ServiceDatabase }): Promise<MikroORM> {
  const { database } = service;
  if (!database) {
    throw new Error(`The ${service.name} service has no database.`);
  }
  // Test runs start from a copy of this schema migrated before, when there is one (pglite-templates.ts).
  const templateName = migratedTemplateName(service, database);
  let template = fromPgliteTemplate('memory://', templateName);
  if (!template.loadDataDir) {
    template = fromPgliteTemplate('memory://');
  }
  // The PGlite and type parsers a standalone platform uses (orm-options.ts), not the driver's own.
  const pglite = await PGlite.create({ dataDir: 'memory://', parsers: PG_TYPE_PARSERS, ...template });
  if (!template.loadDataDir) {
    await keepAsPgliteTemplate(pglite, 'empty-cluster');
  }
  const orm = await MikroORM.init({
    driver: PgliteDriver,
    dbName: 'memory://',
    driverOptions: { pglite: () => pglite },
    entities: database.entities,
    schema: database.schema,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: database.migrations, schema: database.schema, transactional: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    debug: false,
  });
  // The ORM does not close a PGlite it was given: closing the ORM closes this one too.
  const closeOrm = orm.close.bind(orm);
  orm.close = async (force?: boolean) => {
    await closeOrm(force);
    await pglite.close();
  };
  // Runs what the copy lacks: nothing when it was migrated already.
  const ran = await orm.migrator.up();
  if (ran.length > 0) {
    await keepAsPgliteTemplate(pglite, templateName);
  }
  return orm;
}
