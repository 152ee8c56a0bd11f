// One PostgreSQL role per service (k8s/base/postgres-roles.sql, run by the migration Job and by
// docker-compose's migrate step), and the migration check each Deployment's initContainer waits on
// (db.js check). On the machine's PostgreSQL, in a scratch database with uniquely named roles, both
// dropped afterwards.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { psql } from '../support/platform';
import { BACKING, backingServicesAvailable } from '../support/services';

const ROOT = process.cwd();
const NODE = join(ROOT, 'node_modules/.bin/node');
const DB = join(ROOT, 'dist/services/launcher/src/db.js');
const ROLES_SQL = join(ROOT, 'k8s/base/postgres-roles.sql');
// `files`: the PostgreSQL file store's schema (FILE_STORE=postgres), whose role the BFF connects as.
const SERVICES = ['users', 'content', 'apprenticeship', 'scheduling', 'notifications', 'files'] as const;

const suffix = randomBytes(4).toString('hex');
const database = `lakbay_roles_${suffix}`;
const roleOf = (service: string) => `lakbay_${service}_${suffix}`;
const passwordOf = (service: string) => `${service}-${suffix}-pw`;
const admin = new URL(BACKING.postgres);
const urlOf = (service: string) =>
  `postgresql://${roleOf(service)}:${passwordOf(service)}@${admin.hostname}:${admin.port || '5432'}/${database}`;
const serviceUrls = Object.fromEntries(SERVICES.map((s) => [`DATABASE_URL_${s.toUpperCase()}`, urlOf(s)]));

/** Runs the roles script as the administrator, as the migration Job's first step does. */
function applyRoles(env: Record<string, string> = serviceUrls) {
  return spawnSync(
    'psql',
    ['-X', '-q', '-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', '-d', database, '-f', ROLES_SQL],
    {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    },
  );
}

/** Runs db.js as a service's role, as the migration Job's step for that service does. */
function db(args: string[], service: string) {
  return spawnSync(NODE, [DB, ...args], {
    env: {
      PATH: process.env.PATH,
      MODE: 'distributed',
      DATABASE_URL: urlOf(service),
      NATS_URL: 'nats://127.0.0.1:4222',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_SECRET: randomBytes(32).toString('hex'),
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** One query as a service's own role; answers its output, or the error PostgreSQL gave. */
function queryAs(service: string, query: string): { ok: boolean; out: string } {
  const result = spawnSync('psql', ['-X', '-tA', '-d', urlOf(service), '-c', query], { encoding: 'utf8' });
  return { ok: result.status === 0, out: `${result.stdout}${result.stderr}`.trim() };
}

if (await backingServicesAvailable()) {
  describe('PostgreSQL: one role per service, and the migration check', () => {
    beforeAll(() => {
      psql('postgres', `CREATE DATABASE ${database}`);
    });

    afterAll(() => {
      psql('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      for (const service of SERVICES) {
        psql('postgres', `DROP ROLE IF EXISTS ${roleOf(service)}`);
      }
    });

    it('db.js check refuses an unknown service, a bad --wait and a missing DATABASE_URL, naming each', () => {
      const run = (args: string[], env: NodeJS.ProcessEnv) =>
        spawnSync(NODE, [DB, 'check', ...args], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 30_000 });
      const unknown = run(['--service', 'bff'], { DATABASE_URL: urlOf('users') });
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('--service must be one of users, content, apprenticeship, scheduling, notifications');
      const badWait = run(['--wait', 'soon'], { DATABASE_URL: urlOf('users') });
      expect(badWait.status).toBe(1);
      expect(badWait.stderr).toContain('--wait must be a whole number of seconds');
      const noUrl = run([], {});
      expect(noUrl.status).toBe(1);
      expect(noUrl.stderr).toContain('db.js check reads DATABASE_URL');
    });

    it('refuses to run without every service URL, naming the missing one, and changes nothing', () => {
      const { DATABASE_URL_SCHEDULING: _left, ...without } = serviceUrls;
      const result = applyRoles(without);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('DATABASE_URL_SCHEDULING is not set');
      expect(psql('postgres', `SELECT count(*) FROM pg_roles WHERE rolname LIKE '%\\_${suffix}'`)).toBe('0');

      const shared = applyRoles({ ...serviceUrls, DATABASE_URL_CONTENT: urlOf('users') });
      expect(shared.status).not.toBe(0);
      expect(shared.stderr).toContain('each service needs its own role');
      expect(psql('postgres', `SELECT count(*) FROM pg_roles WHERE rolname LIKE '%\\_${suffix}'`)).toBe('0');
    });

    it('makes a login role per service that owns its schema and nothing more, and runs again unchanged', () => {
      for (let run = 0; run < 2; run++) {
        const result = applyRoles();
        expect({ run, status: result.status, stderr: result.stderr }).toEqual({ run, status: 0, stderr: '' });
      }
      const owners = psql(
        database,
        `SELECT string_agg(nspname || '=' || pg_get_userbyid(nspowner), ',' ORDER BY nspname) FROM pg_namespace WHERE nspname IN (${SERVICES.map((s) => `'${s}'`).join(',')})`,
      );
      expect(owners.split(',')).toEqual([...SERVICES].sort().map((s) => `${s}=${roleOf(s)}`));
      const powers = psql(
        'postgres',
        `SELECT bool_or(rolsuper OR rolcreaterole OR rolcreatedb OR rolbypassrls) FROM pg_roles WHERE rolname LIKE '%\\_${suffix}'`,
      );
      expect(powers).toBe('f');
    });

    it('db.js check fails while migrations are pending and waits for them; migrate --service migrates one schema as its role', async () => {
      const before = db(['check', '--service', 'users'], 'users');
      expect(before.status).toBe(1);
      expect(before.stderr).toMatch(/users: \d+ migration\(s\) not applied \(m2026/);

      // An initContainer waiting for the migration Job: it finishes once the Job has migrated.
      const waiting = spawn(NODE, [DB, 'check', '--service', 'users', '--wait', '90'], {
        env: { PATH: process.env.PATH, DATABASE_URL: urlOf('users') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let waitOutput = '';
      waiting.stdout.on('data', (chunk: Buffer) => (waitOutput += chunk.toString()));
      waiting.stderr.on('data', (chunk: Buffer) => (waitOutput += chunk.toString()));
      const waited = new Promise<number | null>((resolve) => waiting.once('exit', resolve));
      for (let tries = 0; !waitOutput.includes('db check: waiting: users:') && tries < 300; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(waitOutput).toContain('db check: waiting: users:');

      for (const service of SERVICES) {
        const migrated = db(['migrate', '--service', service], service);
        expect({ service, status: migrated.status, stderr: migrated.stderr }).toEqual({ service, status: 0, stderr: '' });
      }
      expect(await waited).toBe(0);
      expect(waitOutput).toContain('db check: users up to date');

      for (const service of SERVICES) {
        const check = db(['check', '--service', service], service);
        expect({ service, status: check.status, stderr: check.stderr }).toEqual({ service, status: 0, stderr: '' });
      }
      // Every table of a schema belongs to its service's role.
      const strangers = psql(
        database,
        `SELECT count(*) FROM pg_tables WHERE schemaname IN (${SERVICES.map((s) => `'${s}'`).join(',')}) AND tableowner NOT LIKE '%\\_${suffix}'`,
      );
      expect(strangers).toBe('0');
      const misplaced = psql(
        database,
        `SELECT count(*) FROM pg_tables WHERE tableowner LIKE '%\\_${suffix}' AND tableowner <> 'lakbay_' || schemaname || '_${suffix}'`,
      );
      expect(misplaced).toBe('0');
    });

    it("the users role reads its own tables but cannot read, change or list scheduling's", () => {
      const schedulingTable = psql(database, `SELECT tablename FROM pg_tables WHERE schemaname = 'scheduling' ORDER BY tablename LIMIT 1`);
      const usersTable = psql(database, `SELECT tablename FROM pg_tables WHERE schemaname = 'users' ORDER BY tablename LIMIT 1`);
      expect(schedulingTable).not.toBe('');
      expect(usersTable).not.toBe('');

      expect(queryAs('users', `SELECT count(*) >= 0 FROM users."${usersTable}"`)).toEqual({ ok: true, out: 't' });
      const read = queryAs('users', `SELECT * FROM scheduling."${schedulingTable}" LIMIT 1`);
      expect(read.ok).toBe(false);
      expect(read.out).toContain('permission denied for schema scheduling');
      const write = queryAs('users', `DELETE FROM scheduling."${schedulingTable}"`);
      expect(write.out).toContain('permission denied for schema scheduling');
      const drop = queryAs('users', `DROP TABLE scheduling."${schedulingTable}"`);
      expect(drop.ok).toBe(false);
      const create = queryAs('users', 'CREATE TABLE public.smuggled (id int)');
      expect(create.out).toContain('permission denied for schema public');
      // The scheduling role's own check works; the users role cannot check scheduling's state.
      expect(queryAs('scheduling', `SELECT count(*) >= 0 FROM scheduling."${schedulingTable}"`)).toEqual({ ok: true, out: 't' });
      const foreignCheck = db(['check', '--service', 'scheduling'], 'users');
      expect(foreignCheck.status).toBe(1);
      expect(foreignCheck.stderr).toContain('permission denied for schema scheduling');
      // The table is still there, untouched.
      expect(
        execFileSync(
          'psql',
          ['-X', '-tA', '-d', urlOf('scheduling'), '-c', `SELECT to_regclass('scheduling."${schedulingTable}"') IS NOT NULL`],
          { encoding: 'utf8' },
        ).trim(),
      ).toBe('t');
    });

    it('the file store: its role owns it, the users role reads and writes its rows (exports, erasure), and no other service reaches it', () => {
      expect(psql(database, `SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = 'files'`)).toBe(roleOf('files'));
      const id = '6f0c1a8e-1d7b-4c55-9a3e-2b1f0d9c7e11';
      expect(
        queryAs('users', `INSERT INTO files.file (id, name, size, saved_at, finished) VALUES ('${id}', '${id}.pdf', 3, now(), true)`).ok,
      ).toBe(true);
      expect(queryAs('users', `INSERT INTO files.chunk (file_id, seq, data) VALUES ('${id}', 0, '\\x616263')`).ok).toBe(true);
      expect(queryAs('files', `SELECT name FROM files.file WHERE id = '${id}'`)).toEqual({ ok: true, out: `${id}.pdf` });
      expect(queryAs('users', `DELETE FROM files.file WHERE id = '${id}'`).ok).toBe(true);
      // Rows only: the users role cannot change the tables, nor the content role read them.
      expect(queryAs('users', 'DROP TABLE files.chunk').out).toContain('must be owner');
      expect(queryAs('content', 'SELECT count(*) FROM files.file').out).toContain('permission denied for schema files');
      // Nor can the file store's role (the BFF's) read a service's tables.
      expect(queryAs('files', 'SELECT count(*) FROM users.mikro_orm_migrations').out).toContain('permission denied for schema users');
    });
  });
}
