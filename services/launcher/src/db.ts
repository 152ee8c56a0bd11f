import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { ConfigError, closeSharedPglites, loadConfig, migrate, ormOptions } from '@lakbay/platform';
import { SERVICES } from './registry';

/**
 * `db.js migrate` applies every service's pending migrations; `db.js seed` also loads demo data,
 * only when SEED_DEMO_DATA is true (the default in standalone mode only).
 */
async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('Usage: db.js migrate|seed');
  }
  const config = loadConfig();
  if (command === 'seed' && !config.seed.demoData) {
    throw new Error('db.js seed loads demo accounts and runs only with SEED_DEMO_DATA=true (distributed mode defaults to false).');
  }
  for (const service of Object.values(SERVICES)) {
    if (!service.database) {
      continue;
    }
    const orm = await MikroORM.init(ormOptions(config, service.database));
    try {
      await migrate(orm, service.database.schema);
      if (command === 'seed' && service.seed) {
        await service.seed(orm.em.fork(), config);
      }
    } finally {
      await orm.close();
    }
  }
  await closeSharedPglites();
  console.log(`db ${command}: done`);
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
