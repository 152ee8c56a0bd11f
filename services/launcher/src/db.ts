import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import {
  type AppConfig,
  ConfigError,
  type ServiceDatabase,
  type ServiceDefinition,
  DEMO_ADMIN_PASSWORD,
  closeSharedPglites,
  filesDatabase,
  loadConfig,
  markForRedrive,
  migrate,
  migrateFileStore,
  ormOptions,
  seedOnce,
  setTransactionGuard,
} from '@lakbay/platform';
import { OUTBOX_SERVICES, type OutboxServiceName } from '@lakbay/contracts';
import { migrationState } from './migration-state';
import { SERVICES } from './registry';

/** `--service files`: the PostgreSQL file store's schema (libs/platform/src/files), not a service's. */
const FILES = 'files';

const USAGE =
  'Usage: db.js migrate [--service <name>|files] | check [--service <name>|files] [--wait <seconds>] | seed | admin:create --email <address> | demo:remove | outbox:redrive [--service <name>] [--ids <id,id,...>]';

/**
 * `db.js migrate` applies every service's pending migrations (and the file store's, when
 * FILE_STORE=postgres); `db.js seed` also loads demo data
 * (again, if it was removed), only when SEED_DEMO_DATA is true (the default in standalone mode only); `db.js admin:create
 * --email <address>` makes that account an admin, creating it when there is none, with the password
 * from ADMIN_PASSWORD or, when that is unset, the first line of stdin; `db.js demo:remove` deletes
 * the demo accounts as their own deletion would (standalone: with the platform stopped);
 * `db.js outbox:redrive` sends failed follow-up work again, as the admin page Follow-up work does:
 * every failed row, or those of `--service` and `--ids`, becomes pending, and the service's relay
 * hands it to the queue within seconds (distributed: while running; standalone: with the platform
 * stopped, at its next start, since its embedded database belongs to one process).
 * `db.js migrate --service <name>` migrates that service's schema only (a deployment with one
 * PostgreSQL role per service runs it once per service, each with its own DATABASE_URL).
 * `db.js check [--service <name>] [--wait <seconds>]` changes nothing: it exits 0 when the schemas
 * (all, or that service's) have applied every migration of this build, else 1 naming the pending
 * ones; with --wait it asks again every 2 s for that long (a Deployment's initContainer waits so
 * for the migration Job). It reads DATABASE_URL only (PostgreSQL), so it needs no other secret.
 */
async function main(command: string | undefined, args: string[]): Promise<void> {
  if (command === 'check') {
    await checkMigrations(args);
    return;
  }
  if (command === 'admin:create') {
    await createAdmin(loadConfig(), args);
    return;
  }
  if (command === 'demo:remove') {
    await removeDemo(loadConfig());
    return;
  }
  if (command === 'outbox:redrive') {
    await redriveOutboxes(loadConfig(), args);
    return;
  }
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error(USAGE);
  }
  const config = loadConfig();
  setTransactionGuard(config.testTransactionGuard);
  if (command === 'seed' && !config.seed.demoData) {
    throw new Error('db.js seed loads demo accounts and runs only with SEED_DEMO_DATA=true (distributed mode defaults to false).');
  }
  const named = parseArgs({ args, options: { service: { type: 'string' } } }).values.service;
  for (const service of named === FILES ? [] : servicesNamed(named)) {
    if (!service.database) {
      continue;
    }
    const orm = await MikroORM.init(ormOptions(config, service.database));
    try {
      await migrate(orm, service.database.schema);
      if (command === 'seed' && service.seed) {
        // Asked for by name: made again whatever a start did before (a seed adds only what is missing).
        const seed = service.seed;
        await seedOnce(orm, service.database.schema, (em) => seed(em, config), { force: true });
      }
    } finally {
      await orm.close();
    }
  }
  // The PostgreSQL file store's schema, which the BFF and users share (FILE_STORE=postgres): with
  // everything, or alone as `--service files` (a deployment with a role per schema migrates it as
  // the role that owns it, lakbay_files), never with another service's schema.
  if (named === FILES || (named === undefined && config.files.store === 'postgres')) {
    await migrateFileStore(config);
  }
  await closeSharedPglites();
  console.log(`db ${command}: done`);
}

/** Every service, or the one named (an unknown name is a usage error). */
function servicesNamed(name: string | undefined): ServiceDefinition[] {
  if (name === undefined) {
    return Object.values(SERVICES);
  }
  const service = (SERVICES as Record<string, ServiceDefinition | undefined>)[name];
  if (!service?.database) {
    const withDatabase = Object.values(SERVICES).filter((s) => s.database);
    throw new Error(`${USAGE}\n--service must be one of ${[...withDatabase.map((s) => s.name), FILES].join(', ')}`);
  }
  return [service];
}

const CHECK_INTERVAL_MS = 2000;

async function checkMigrations(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { service: { type: 'string' }, wait: { type: 'string' } } });
  const services: { database: ServiceDatabase }[] =
    values.service === FILES
      ? [{ database: filesDatabase() }]
      : servicesNamed(values.service).flatMap((s) => (s.database ? [{ database: s.database }] : []));
  const waitSeconds = values.wait === undefined ? 0 : Number(values.wait);
  if (!Number.isInteger(waitSeconds) || waitSeconds < 0 || waitSeconds > 86_400) {
    throw new Error(`${USAGE}\n--wait must be a whole number of seconds from 0 to 86400`);
  }
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('db.js check reads DATABASE_URL, a postgresql:// URL (it checks a deployment, not the embedded database).');
  }
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    let problem: string | undefined;
    try {
      const pending = [];
      for (const service of services) {
        const state = await migrationState(url, service.database);
        if (state.pending.length > 0) {
          pending.push(`${state.schema}: ${state.pending.length} migration(s) not applied (${state.pending.join(', ')})`);
        }
      }
      if (pending.length === 0) {
        console.log(`db check: ${services.map((s) => s.database.schema).join(', ')} up to date`);
        return;
      }
      problem = pending.join('; ');
    } catch (error) {
      problem = `cannot read the migration state: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() + CHECK_INTERVAL_MS > deadline) {
      throw new Error(`db check: ${problem}`);
    }
    console.log(`db check: waiting: ${problem}`);
    await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
  }
}

async function createAdmin(config: AppConfig, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  const users = SERVICES.users;
  if (!values.email || !users.database || !users.createAdmin) {
    throw new Error(USAGE);
  }
  const orm = await MikroORM.init(ormOptions(config, users.database));
  try {
    await migrate(orm, users.database.schema);
    console.log(await users.createAdmin(orm.em.fork(), { email: values.email, password: () => adminPassword(config) }));
  } finally {
    await orm.close();
    await closeSharedPglites();
  }
}

async function removeDemo(config: AppConfig): Promise<void> {
  setTransactionGuard(config.testTransactionGuard);
  const users = SERVICES.users;
  if (!users.database || !users.removeDemo) {
    throw new Error(USAGE);
  }
  const orm = await MikroORM.init(ormOptions(config, users.database));
  try {
    await migrate(orm, users.database.schema);
    console.log(await users.removeDemo(orm.em.fork(), config));
  } finally {
    await orm.close();
    await closeSharedPglites();
  }
}

async function redriveOutboxes(config: AppConfig, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { service: { type: 'string' }, ids: { type: 'string' } } });
  const services = values.service ? [values.service] : [...OUTBOX_SERVICES];
  const unknown = services.filter((name) => !(OUTBOX_SERVICES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`${USAGE}\n--service must be one of ${OUTBOX_SERVICES.join(', ')}`);
  }
  const ids = values.ids
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids?.some((id) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))) {
    throw new Error(`${USAGE}\n--ids must be the ids of the admin page Follow-up work (uuids), separated by commas`);
  }
  setTransactionGuard(config.testTransactionGuard);
  try {
    for (const name of services) {
      const database = SERVICES[name as OutboxServiceName].database;
      if (!database) {
        continue;
      }
      const orm = await MikroORM.init(ormOptions(config, database));
      try {
        await migrate(orm, database.schema);
        const count = await orm.em.fork().transactional((em) => markForRedrive(em, ids));
        console.log(`outbox:redrive ${name}: ${count} failed job(s) sent again`);
      } finally {
        await orm.close();
      }
    }
  } finally {
    await closeSharedPglites();
  }
}

// ADMIN_PASSWORD when set (standalone defaults it to the documented demo password, which no real
// admin may have), otherwise one line of stdin, so the password stays out of the shell history.
async function adminPassword(config: AppConfig): Promise<string> {
  const given = config.seed.adminPassword;
  if (given && given !== DEMO_ADMIN_PASSWORD) {
    return given;
  }
  if (process.stdin.isTTY) {
    process.stderr.write('Password for the new admin: ');
  }
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) {
      if (line !== DEMO_ADMIN_PASSWORD) {
        return line;
      }
      throw new Error('That is the documented demo password: choose your own.');
    }
  } finally {
    lines.close();
  }
  throw new Error('No password: set ADMIN_PASSWORD or give it on stdin.');
}

main(process.argv[2], process.argv.slice(3)).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
