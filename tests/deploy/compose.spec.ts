import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { parseDocument } from 'yaml';
import { PROCESS_NAMES } from '@lakbay/contracts';
import {
  DB_SCRIPT,
  DOCUMENTED_ENV_VARS,
  type Json,
  type JsonObject,
  LAUNCHER,
  execForm,
  isObject,
  objectAt,
  loadComposeFile,
  parseDockerfile,
  parseYamlDocuments,
  readText,
  rootPath,
  str,
} from './support';

const COMPOSE_FILE = 'docker-compose.yml';
const DOCKERFILE = 'deploy/Dockerfile';
/** The official Compose Specification JSON schema, as shipped by the dclint package. */
const COMPOSE_SCHEMA = rootPath('node_modules', 'dclint', 'schemas', 'compose.schema.json');
const BACKING = ['postgres', 'nats', 'redis', 'meilisearch', 'mailpit'];
/** Variables of the backing services' own images (not the platform's). */
const BACKING_ENV: Record<string, string[]> = {
  postgres: ['POSTGRES_DB', 'POSTGRES_USER', 'POSTGRES_PASSWORD', 'PGDATA'],
  meilisearch: ['MEILI_ENV', 'MEILI_NO_ANALYTICS', 'MEILI_MASTER_KEY', 'MEILI_DB_PATH'],
  nats: [
    'NATS_PASSWORD_BFF',
    'NATS_PASSWORD_USERS',
    'NATS_PASSWORD_CONTENT',
    'NATS_PASSWORD_APPRENTICESHIP',
    'NATS_PASSWORD_SCHEDULING',
    'NATS_PASSWORD_SEARCH',
    'NATS_PASSWORD_NOTIFICATIONS',
  ],
  redis: ['REDIS_PASSWORD', 'REDISCLI_AUTH'],
  mailpit: [],
};

/** The services with a PostgreSQL schema, each migrated by its own one-shot migrate-<service>. */
const SCHEMA_SERVICES = ['users', 'content', 'apprenticeship', 'scheduling', 'notifications'];
const isMigration = (name: string): boolean => name.startsWith('migrate-');

const compose = loadComposeFile(COMPOSE_FILE);
const services = compose.services as Record<string, JsonObject>;

const schema = JSON.parse(readFileSync(COMPOSE_SCHEMA, 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
const validateCompose = ajv.compile(schema);

const dockerStages = parseDockerfile(readText(DOCKERFILE));
const finalStage = dockerStages.at(-1);
const imageInstruction = (keyword: string): string[] => {
  const found = finalStage?.instructions.filter((i) => i.keyword === keyword).at(-1);
  return found ? execForm(found.args) : [];
};

const environmentOf = (service: JsonObject): Record<string, string> => {
  const env = service.environment;
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const [name, ...rest] = str(entry).split('=');
        return [name, rest.join('=')];
      }),
    );
  }
  return Object.fromEntries(Object.entries(isObject(env) ? env : {}).map(([k, v]) => [k, v === null ? '' : str(v)]));
};
const asList = (value: Json | undefined): string[] | undefined =>
  value === undefined || value === null ? undefined : Array.isArray(value) ? value.map(String) : str(value).split(/\s+/);
/** What a service's container runs: its entrypoint and command, or those of the image. */
const effectiveCommand = (service: JsonObject): string[] => [
  ...(asList(service.entrypoint) ?? imageInstruction('ENTRYPOINT')),
  ...(asList(service.command) ?? imageInstruction('CMD')),
];
const isAppService = (service: JsonObject): boolean => isObject(service.build) && service.build.dockerfile === DOCKERFILE;
const appServices = (): Array<[string, JsonObject]> => Object.entries(services).filter(([, s]) => isAppService(s));
const dependsOn = (service: JsonObject): Record<string, string> => {
  const d = service.depends_on;
  if (Array.isArray(d)) {
    return Object.fromEntries(d.map((name) => [str(name), 'service_started']));
  }
  return Object.fromEntries(
    Object.entries(isObject(d) ? d : {}).map(([name, v]) => [name, str(isObject(v) ? v.condition : 'service_started')]),
  );
};
const hasHealthcheck = (service: JsonObject): boolean => {
  const h = service.healthcheck;
  return isObject(h) && h.disable !== true && Array.isArray(h.test) && h.test[0] !== 'NONE';
};

describe('docker-compose.yml', () => {
  it('passes the Compose Specification schema', () => {
    const valid = validateCompose(compose);
    expect(valid ? [] : validateCompose.errors).toEqual([]);
  });

  it('the schema check rejects a misspelt key and a bad dependency condition', () => {
    const misspelt = structuredClone(compose);
    objectAt(misspelt, 'services', 'bff').imagee = 'x';
    expect(validateCompose(misspelt)).toBe(false);
    const badCondition = structuredClone(compose);
    objectAt(badCondition, 'services', 'bff', 'depends_on', 'migrate-users').condition = 'completed';
    expect(validateCompose(badCondition)).toBe(false);
  });

  it('shares one environment through the x-lakbay-env anchor', () => {
    const doc = parseDocument(readText(COMPOSE_FILE), { merge: true });
    const node = doc.get('x-lakbay-env', true) as { anchor?: string } | undefined;
    expect(node?.anchor).toBeTruthy();
    expect(readText(COMPOSE_FILE).match(new RegExp(`\\*${node?.anchor ?? '^$'}\\b`, 'g'))?.length ?? 0).toBeGreaterThan(1);
    const shared = compose['x-lakbay-env'] as JsonObject;
    expect(shared.MODE).toBe('distributed');
    for (const [name, service] of appServices()) {
      const env = environmentOf(service);
      for (const [key, value] of Object.entries(shared)) {
        expect({ service: name, key, value: env[key] }).toEqual({ service: name, key, value: str(value) });
      }
    }
  });

  it('has a service for every process, running the launcher with its name, in distributed mode', () => {
    expect(finalStage).toBeDefined();
    for (const process of PROCESS_NAMES) {
      const running = appServices().filter(([, s]) => {
        const command = effectiveCommand(s);
        return command.includes(LAUNCHER) && command.at(-1) === process;
      });
      expect({ process, services: running.map(([name]) => name) }).toEqual({ process, services: [process] });
    }
    const images = new Set(appServices().map(([, s]) => str(s.image)));
    expect(images.size).toBe(1);
    const otherWithAppImage = Object.entries(services).filter(([, s]) => !isAppService(s) && images.has(str(s.image)));
    expect(otherWithAppImage.map(([name]) => name)).toEqual([]);
    for (const [name, service] of appServices()) {
      const env = environmentOf(service);
      expect({ name, MODE: env.MODE }).toEqual({ name, MODE: 'distributed' });
      for (const required of ['NATS_URL', 'DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET']) {
        expect({ name, required, set: (env[required] ?? '') !== '' }).toEqual({ name, required, set: true });
      }
    }
  });

  it('names only documented variables in the Lakbay services', () => {
    const shared = Object.keys(compose['x-lakbay-env'] as JsonObject);
    for (const name of [...shared, ...appServices().flatMap(([, s]) => Object.keys(environmentOf(s)))]) {
      expect(DOCUMENTED_ENV_VARS).toContain(name);
    }
    for (const service of BACKING) {
      for (const name of Object.keys(environmentOf(services[service]))) {
        expect({ service, name, known: (BACKING_ENV[service] ?? []).includes(name) }).toEqual({ service, name, known: true });
      }
    }
  });

  it('runs the backing services with health checks: PostgreSQL 15, NATS with JetStream, Redis 7, Meilisearch, Mailpit', () => {
    for (const name of BACKING) {
      const service = services[name];
      expect({ name, defined: service !== undefined, healthcheck: service ? hasHealthcheck(service) : false }).toEqual({
        name,
        defined: true,
        healthcheck: true,
      });
    }
    expect(str(services.postgres?.image)).toMatch(/^postgres:15([.-]|$)/);
    expect(str(services.redis?.image)).toMatch(/^redis:7([.-]|$)/);
    expect(str(services.nats?.image)).toMatch(/^nats:2([.-]|$)/);
    expect(readText('k8s/backing/single/nats.conf')).toMatch(/^jetstream \{/m);
    expect(str(services.meilisearch?.image)).toMatch(/^getmeili\/meilisearch:/);
    expect(environmentOf(services.meilisearch).MEILI_MASTER_KEY).toMatch(/^\$\{MEILI_MASTER_KEY:\?/);
    expect(str(services.mailpit?.image)).toMatch(/^axllent\/mailpit:/);
  });

  it('gives each process its own NATS user and only its own secrets, and puts no password on a command line', () => {
    expect(asList(services.nats?.command)).toEqual(['-c', '/etc/nats/nats.conf']);
    expect(asList(services.nats?.volumes)).toEqual([
      'nats-data:/data',
      './k8s/backing/single/nats.conf:/etc/nats/nats.conf:ro',
      './k8s/base/nats-auth.conf:/etc/nats/auth/nats-auth.conf:ro',
    ]);
    expect(asList(services.redis?.volumes)).toContain('./k8s/backing/common/redis.conf:/etc/redis/redis.conf:ro');
    expect(environmentOf(services.redis).REDIS_PASSWORD).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    for (const [name, service] of Object.entries(services)) {
      // No command line carries a secret: no interpolated password, no --pass or --requirepass.
      const line = [...(asList(service.entrypoint) ?? []), ...(asList(service.command) ?? [])].join(' ');
      expect({ name, line: /\$\{[A-Z_]*(PASSWORD|SECRET|KEY)[A-Z_]*|--pass\b|--requirepass\b/.test(line) }).toEqual({ name, line: false });
    }
    for (const process of PROCESS_NAMES) {
      const env = environmentOf(services[process]);
      const own = process.toUpperCase();
      expect({ process, user: env.NATS_USER, nats: env.NATS_PASSWORD }).toEqual({
        process,
        user: process,
        nats: expect.stringMatching(new RegExp(`^\\$\\{NATS_PASSWORD_${own}:\\?`)) as unknown,
      });
      // The BFF's only database use is the file store's schema, as its role.
      const schema = process === 'bff' ? 'files' : SCHEMA_SERVICES.includes(process) ? process : undefined;
      const database = schema
        ? new RegExp(`^postgresql://lakbay_${schema}:\\$\\{${schema.toUpperCase()}_DB_PASSWORD:\\?[^}]*\\}@postgres:5432/lakbay$`)
        : /^postgresql:\/\/none@none\.invalid\/none$/;
      expect({ process, database: database.test(env.DATABASE_URL ?? '') }).toEqual({ process, database: true });
      expect({ process, meili: env.MEILI_API_KEY !== undefined }).toEqual({ process, meili: process === 'search' });
      expect({ process, admin: env.POSTGRES_PASSWORD }).toEqual({ process, admin: undefined });
    }
  });

  it('makes one PostgreSQL role per service, then migrates each schema as its role, never seeding', () => {
    const roles = services['db-roles'];
    expect(str(roles.image)).toMatch(/^postgres:15([.-]|$)/);
    expect(asList(roles.command)).toEqual(['psql', '-X', '-q', '-f', '/sql/postgres-roles.sql']);
    expect(asList(roles.volumes)).toEqual(['./k8s/base/postgres-roles.sql:/sql/postgres-roles.sql:ro']);
    expect(['no', false]).toContain(roles.restart);
    expect(dependsOn(roles).postgres).toBe('service_healthy');
    const rolesEnv = environmentOf(roles);
    for (const service of SCHEMA_SERVICES) {
      const migrate = services[`migrate-${service}`];
      expect(isAppService(migrate)).toBe(true);
      expect(['no', false]).toContain(migrate.restart);
      expect(effectiveCommand(migrate).join(' ')).toBe(`node ${DB_SCRIPT} migrate --service ${service}`);
      expect(dependsOn(migrate)['db-roles']).toBe('service_completed_successfully');
      // The role the roles step makes is the one the migration and the service log in as.
      expect(environmentOf(migrate).DATABASE_URL).toBe(rolesEnv[`DATABASE_URL_${service.toUpperCase()}`]);
      expect(environmentOf(services[service]).DATABASE_URL).toBe(environmentOf(migrate).DATABASE_URL);
      expect(hasHealthcheck(migrate)).toBe(false);
    }
    // The file store's schema (FILE_STORE=postgres), as its own role, which the BFF connects as.
    const files = services['migrate-files'];
    expect(effectiveCommand(files).join(' ')).toBe(`node ${DB_SCRIPT} migrate --service files`);
    expect(environmentOf(files).DATABASE_URL).toBe(rolesEnv.DATABASE_URL_FILES);
    expect(environmentOf(services.bff).DATABASE_URL).toBe(environmentOf(files).DATABASE_URL);
    expect(Object.keys(services).filter(isMigration).sort()).toEqual([...SCHEMA_SERVICES, 'files'].map((s) => `migrate-${s}`).sort());
  });

  it('never seeds demo accounts nor holds an admin password', () => {
    const apps = Object.entries(services).filter(([, service]) => isAppService(service));
    expect(apps.length).toBeGreaterThan(5);
    const seen = apps.map(([name, service]) => [name, environmentOf(service).SEED_DEMO_DATA, environmentOf(service).ADMIN_PASSWORD]);
    expect(seen).toEqual(apps.map(([name]) => [name, 'false', undefined]));
  });

  it('starts the bff on port 3000 after the migration, with NATS and Redis up', () => {
    const bff = services.bff;
    expect(asList(bff.ports)).toContain('3000:3000');
    const deps = dependsOn(bff);
    expect([...SCHEMA_SERVICES, 'files'].map((s) => deps[`migrate-${s}`])).toEqual(
      [...SCHEMA_SERVICES, 'files'].map(() => 'service_completed_successfully'),
    );
    expect(['service_started', 'service_healthy']).toContain(deps.nats);
    expect(['service_started', 'service_healthy']).toContain(deps.redis);
    for (const [name, service] of appServices().filter(([n]) => n !== 'bff' && !isMigration(n))) {
      expect({ name, ports: service.ports }).toEqual({ name, ports: undefined }); // they talk over NATS only
      // Each service with a schema starts once its own migrations are in.
      const migrate = SCHEMA_SERVICES.includes(name) ? 'service_completed_successfully' : undefined;
      expect({ name, migrate: dependsOn(service)[`migrate-${name}`] }).toEqual({ name, migrate });
      // users reads and writes the file store's rows (exports, erasure): after its migration too.
      expect({ name, files: dependsOn(service)['migrate-files'] }).toEqual({
        name,
        files: name === 'users' ? 'service_completed_successfully' : undefined,
      });
    }
  });

  it("checks every process's health on its own ops server's /health/ready, never through another service", () => {
    const opsPort = str((compose['x-lakbay-env'] as JsonObject).OPS_PORT);
    expect(opsPort).toMatch(/^\d+$/);
    const problems: string[] = [];
    for (const [name, service] of appServices().filter(([n]) => !isMigration(n))) {
      const test = JSON.stringify(objectAt(service, 'healthcheck').test ?? null);
      if (!hasHealthcheck(service)) {
        problems.push(`${name} has no health check`);
      } else if (!test.includes(`http://127.0.0.1:${opsPort}/health/ready`)) {
        problems.push(`${name} checks ${test}, not its ops server's /health/ready`);
      }
      if (test.includes('/api/v2/health')) {
        problems.push(`${name} depends on the aggregate /api/v2/health, which fails when any one service is down`);
      }
      if ((asList(service.ports) ?? []).some((p) => p.split(':').includes(opsPort))) {
        problems.push(`${name} publishes the ops port ${opsPort}`);
      }
    }
    expect(problems).toEqual([]);
    // The one-shot migrations have no ops server: each is done, never healthy.
    expect(appServices().filter(([n]) => isMigration(n) && hasHealthcheck(services[n]))).toEqual([]);
  });

  it('depends only on services that exist, and waits for health only where a health check is defined', () => {
    const problems: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      for (const [target, condition] of Object.entries(dependsOn(service))) {
        const other = services[target];
        if (!other) {
          problems.push(`${name} depends on a missing service ${target}`);
        } else if (condition === 'service_healthy' && !hasHealthcheck(other)) {
          problems.push(`${name} waits for ${target} to be healthy, which has no health check`);
        } else if (condition === 'service_completed_successfully' && other.restart !== 'no' && other.restart !== false) {
          problems.push(`${name} waits for ${target} to complete, which restarts`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps uploads in PostgreSQL, which every replica shares: no volume is mounted into the Lakbay containers', () => {
    const apps = Object.entries(services).filter(([, service]) => isAppService(service));
    expect(apps.length).toBeGreaterThan(0);
    for (const [name, service] of apps) {
      expect({ name, FILE_STORE: environmentOf(service).FILE_STORE, volumes: service.volumes }).toEqual({
        name,
        FILE_STORE: 'postgres',
        volumes: undefined,
      });
    }
  });

  it('declares every named volume it mounts', () => {
    const declared = Object.keys(objectAt(compose, 'volumes'));
    const undeclared = Object.entries(services).flatMap(([name, service]) =>
      (asList(service.volumes) ?? [])
        .map((volume) => volume.split(':')[0] ?? '')
        .filter((source) => !source.startsWith('.') && !source.startsWith('/') && !declared.includes(source))
        .map((source) => `${name}: ${source}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('rejects a file with duplicate keys or a broken alias', () => {
    expect(() => parseYamlDocuments('a: 1\na: 2\n', 'dup')).toThrow(/dup: .*unique/i);
    expect(() => parseYamlDocuments('a: *missing\n', 'alias')).toThrow(/alias: .*missing/i);
  });
});
