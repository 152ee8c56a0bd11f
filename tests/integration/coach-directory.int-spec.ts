import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CAREER_CATEGORY_KEYS, type CareerCategory, type CoachDirectoryEntry, type PublicCoachProfile } from '@lakbay/contracts';
import { type AppConfig, ServiceClient, ServiceError, createTransportClient, loadConfig, startService } from '@lakbay/platform';
import { MikroORM } from '@mikro-orm/core';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { usersService } from '../../services/users/src/definition';
import { DEMO } from '../support/accounts';
import { asActor } from '../support/actor';
import { TEST_ADMIN_PASSWORD, freePort } from '../support/platform';
import { BACKING, backingServicesAvailable } from '../support/services';
import { usePlatform } from '../support/use-platform';
import { testProcessEnv } from '../support/process-env';

// users.coaches.list, users.coaches.directory and users.contacts: messages other services send to
// the users service (no BFF route yet), so these tests send them on the platform's transport.
//
// Standalone mode runs the users service in this process on PGlite and the in-process transport
// (which another process cannot reach). Distributed mode runs the BUILT users service as its own
// process on NATS and a fresh PostgreSQL database (npm run build:server first).

const ROOT = resolve(process.cwd());
const NODE = join(ROOT, 'node_modules/.bin/node');
const MAIN = join(ROOT, 'dist/services/launcher/src/main.js');
const DB = join(ROOT, 'dist/services/launcher/src/db.js');
const PASSWORD = 'kalamansi-jeepney-42';
const ADMIN = DEMO.admin;

interface UsersPlatform {
  services: ServiceClient;
  /** Signs the actors of admin messages, as the BFF does. */
  authSecret: string;
  /** The text of the newest e-mail to the address in the users outbox (no notifications process runs here). */
  lastMailText(email: string): Promise<string>;
  cleanup(): Promise<void>;
}

const LAST_MAIL_SQL = (email: string) =>
  `select data->>'text' from users.outbox where data->>'to' = '${email}' order by created_at desc limit 1`;

function clientFor(config: AppConfig): { transport: ClientProxy; services: ServiceClient } {
  const transport = createTransportClient(config, 'bff');
  return { transport, services: new ServiceClient(transport, config) };
}

async function startStandaloneUsers(): Promise<UsersPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-coaches-it-'));
  const config = loadConfig({
    MODE: 'standalone',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  });
  const users: INestMicroservice = await startService(usersService, config);
  const { transport, services } = clientFor(config);
  await transport.connect();
  return {
    services,
    authSecret: config.auth.secret,
    lastMailText: async (email) => {
      const rows = await users
        .get(MikroORM)
        .em.getConnection()
        .execute<{ text: string }[]>(LAST_MAIL_SQL(email).replace("data->>'text'", "data->>'text' as text"));
      return rows[0]?.text ?? '';
    },
    cleanup: async () => {
      await transport.close();
      await users.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startDistributedUsers(): Promise<UsersPlatform> {
  const dbName = `lakbay_coaches_it_${randomBytes(4).toString('hex')}`;
  const admin = new URL(BACKING.postgres);
  const psql = (query: string, database = admin.pathname.slice(1) || 'postgres') =>
    execFileSync(
      'psql',
      ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', '-d', database, '-tAc', query],
      {
        encoding: 'utf8',
      },
    );
  psql(`create database ${dbName}`);
  const databaseUrl = new URL(BACKING.postgres);
  databaseUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-coaches-it-d-'));
  const env: Record<string, string> = {
    MODE: 'distributed',
    PORT: String(await freePort()),
    OPS_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NATS_URL: BACKING.nats,
    NATS_NAMESPACE: dbName,
    REDIS_URL: BACKING.redis,
    REDIS_PREFIX: dbName,
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  };
  const processEnv = testProcessEnv(env);
  let child: ChildProcess | undefined;
  let transport: ClientProxy | undefined;
  const cleanup = async () => {
    await transport?.close();
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child!.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    psql(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    execFileSync(NODE, [DB, 'seed'], { env: { ...processEnv, SEED_DEMO_DATA: 'true' }, stdio: 'pipe' });
    const output: string[] = [];
    child = spawn(NODE, [MAIN, 'users'], { env: processEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const config = loadConfig(env);
    const client = clientFor(config);
    transport = client.transport;
    await transport.connect();
    const deadline = Date.now() + 60000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`users exited early (${child.exitCode}):\n${output.join('')}`);
      }
      try {
        await client.services.send('users.health', {}, 1000);
        break;
      } catch (err) {
        if (Date.now() > deadline) {
          throw new Error(`users not answering:\n${output.join('')}`, { cause: err });
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    return {
      services: client.services,
      authSecret: config.auth.secret,
      lastMailText: async (email) => psql(LAST_MAIL_SQL(email), dbName).trim(),
      cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

interface Fixture {
  id: string;
  username: string;
  slug: string | null;
}

function describeCoachDirectory(mode: 'standalone' | 'distributed', start: () => Promise<UsersPlatform>) {
  describe(`coach directory (${mode})`, () => {
    const platform = usePlatform(start);
    let adminId: string;
    // zeny and yolanda are visible; inactive has a profile but was never activated; unnamed was
    // activated before writing a profile (no display name, no slug).
    const coaches: Record<'zeny' | 'yolanda' | 'inactive' | 'unnamed', Fixture> = {} as never;
    const s = () => platform().services;
    const asAdmin = <T>(fn: () => Promise<T>) => asActor(platform().authSecret, { userId: adminId, isAdmin: true }, fn);
    const run = randomBytes(3).toString('hex');

    async function newCoach(
      key: keyof typeof coaches,
      firstName: string,
      profile: { displayName: string; expertise: CareerCategory[]; languages: string[] } | null,
      activate: boolean,
    ): Promise<void> {
      const email = `${key}.${run}@example.ph`;
      await asAdmin(() => s().send('users.admin.allowlist.add', { actorId: adminId, email }));
      await s().send('users.auth.signup', { email, password: PASSWORD, role: 'coach' });
      const link = /signup\/complete\?token=([\w%-]+)/.exec(await platform().lastMailText(email));
      const { id } = await s().send('users.auth.signup.complete', { token: decodeURIComponent(link![1]) });
      const username = `${key}_${run}`;
      await s().send('users.onboarding.names', { userId: id, role: 'coach', username, firstName, lastName: 'Fixture' });
      let slug: string | null = null;
      if (profile) {
        const step = await s().send('users.onboarding.coachProfile', {
          userId: id,
          ...profile,
          headline: 'Fixture coach',
          yearsOfExperience: 3,
          bio: 'I can help with: tests.',
        });
        slug = step.coach!.slug;
        await s().send('users.onboarding.coachLinks', {
          userId: id,
          meetingLink: `https://meet.jit.si/${username}`,
          timeZone: 'Asia/Singapore',
          dataPrivacyConsent: true,
        });
      }
      if (activate) {
        await asAdmin(() => s().send('users.admin.updateCoachIsActive', { actorId: adminId, username, isActive: true }));
      }
      coaches[key] = { id, username, slug };
    }

    const list = (request: { category?: CareerCategory; language?: string; ids?: string[]; page?: number; pageSize?: number }) =>
      s().send('users.coaches.list', { page: 1, pageSize: 50, ...request });
    const names = (items: PublicCoachProfile[]) => items.map((c) => c.displayName);

    beforeAll(async () => {
      adminId = (await s().send('users.auth.login', ADMIN)).id;
      await newCoach(
        'zeny',
        'Zeny',
        { displayName: `Zeny Aquino ${run}`, expertise: ['data', 'sales'], languages: ['English', 'Waray'] },
        true,
      );
      await newCoach(
        'yolanda',
        'Yolanda',
        { displayName: `yolanda Bernal ${run}`, expertise: ['design'], languages: ['Filipino', 'waray'] },
        true,
      );
      await newCoach('inactive', 'Ina', { displayName: `Ina Active ${run}`, expertise: ['data'], languages: ['Waray'] }, false);
      await newCoach('unnamed', 'Uno', null, true);
    }, 120000);

    it('seeds ten visible demo coaches covering every career category', async () => {
      const demo = (await s().send('users.coaches.directory', {})).filter((c) => c.email.endsWith('@demo.lakbay.ph'));
      expect(demo).toHaveLength(10);
      const covered = new Set(demo.flatMap((c) => c.profile.expertise));
      expect(CAREER_CATEGORY_KEYS.filter((key) => !covered.has(key))).toEqual([]);
      expect(
        demo
          .map((c) => c.timeZone)
          .filter((zone) => zone !== 'Asia/Manila')
          .sort(),
      ).toEqual(['America/Los_Angeles', 'Asia/Singapore']);
      for (const coach of demo) {
        expect(coach.profile.headline).toMatch(/\(demo account\)$/);
        expect(coach.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/lakbay-demo-/);
      }
    });

    it('lists by spoken language in any case', async () => {
      const page = await list({ language: 'WARAY' });
      expect(names(page.items)).toEqual([`yolanda Bernal ${run}`, `Zeny Aquino ${run}`]);
      expect(page.total).toBe(2);
    });

    it('lists by expertise category, combined with a language or a set of ids', async () => {
      const fixtures = Object.values(coaches).map((c) => c.id);
      expect(names((await list({ category: 'data', ids: fixtures })).items)).toEqual([`Zeny Aquino ${run}`]);
      expect(names((await list({ category: 'design', language: 'Waray' })).items)).toEqual([`yolanda Bernal ${run}`]);
      const community = await list({ category: 'community-development' });
      expect(community.items.map((c) => c.slug)).toEqual(['lourdes-tan']);
      expect(await list({ ids: [], page: 2, pageSize: 5 })).toEqual({ items: [], page: 2, pageSize: 5, total: 0 });
    });

    it('never lists inactive coaches or coaches without a name', async () => {
      const all = await list({});
      const ids = all.items.map((c) => c.id);
      expect(ids).not.toContain(coaches.inactive.id);
      expect(ids).not.toContain(coaches.unnamed.id);
      expect(all.total).toBe(12);
      expect((await list({ ids: [coaches.inactive.id, coaches.unnamed.id] })).total).toBe(0);
      expect(await s().send('users.coaches.directory', { userIds: [coaches.inactive.id, coaches.unnamed.id] })).toEqual([]);
      expect(await s().send('users.coaches.directory', { slug: coaches.inactive.slug! })).toEqual([]);
    });

    it('pages by display name (any case) then id, counting every match', async () => {
      const all = names((await list({})).items);
      expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
      const pages = [];
      for (let page = 1; page <= 4; page++) {
        pages.push(await list({ page, pageSize: 5 }));
      }
      expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2, 0]);
      expect(pages.map((p) => p.total)).toEqual([12, 12, 12, 12]);
      expect(pages.flatMap((p) => names(p.items))).toEqual(all);
    });

    it('refuses a page below 1 or a page size above 50 with a 400 naming the field', async () => {
      const refusal = async (request: { page: number; pageSize: number }) =>
        s()
          .send('users.coaches.list', request)
          .then(
            () => undefined,
            (err: unknown) => err,
          );
      const low = await refusal({ page: 0, pageSize: 10 });
      expect(low).toBeInstanceOf(ServiceError);
      expect(low).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [{ property: 'page', constraints: ['Page must be 1 or more.'] }],
      });
      expect(await refusal({ page: 1, pageSize: 51 })).toMatchObject({
        status: 400,
        details: [{ property: 'pageSize', constraints: ['Page size must be 50 or less.'] }],
      });
    });

    it('answers the directory entry of a coach by slug, with e-mail, meeting link and zone', async () => {
      const [zeny] = await s().send('users.coaches.directory', { slug: coaches.zeny.slug! });
      expect(zeny).toEqual<CoachDirectoryEntry>({
        userId: coaches.zeny.id,
        email: `zeny.${run}@example.ph`,
        slug: coaches.zeny.slug!,
        displayName: `Zeny Aquino ${run}`,
        firstName: 'Zeny',
        timeZone: 'Asia/Singapore',
        meetingLink: `https://meet.jit.si/${coaches.zeny.username}`,
        language: 'en',
        profile: expect.objectContaining({ id: coaches.zeny.id, expertise: ['data', 'sales'], languages: ['English', 'Waray'] }),
      });
      const [koach] = await s().send('users.coaches.directory', { slug: 'demo-koach' });
      expect(koach).toMatchObject({
        email: 'koach@demo.lakbay.ph',
        displayName: 'Demo Koach',
        meetingLink: 'https://meet.jit.si/lakbay-demo-koach',
      });
      const all = await s().send('users.coaches.directory', {});
      expect(all).toHaveLength(12);
      expect(all.find((c) => c.userId === coaches.zeny.id)).toEqual(zeny);
    });

    it('answers the contacts of the users that exist', async () => {
      const contacts = await s().send('users.contacts', { userIds: [coaches.unnamed.id, randomUUID(), adminId] });
      expect(contacts).toEqual([
        {
          userId: coaches.unnamed.id,
          email: `unnamed.${run}@example.ph`,
          name: 'Uno',
          fullName: 'Uno Fixture',
          firstName: 'Uno',
          isCoach: true,
          isActive: true,
          language: 'en',
          timeZone: 'Asia/Manila',
        },
        {
          userId: adminId,
          email: ADMIN.email,
          name: 'Demo',
          fullName: 'Demo Admin',
          firstName: 'Demo',
          isCoach: false,
          isActive: true,
          language: 'en',
          timeZone: 'Asia/Manila',
        },
      ]);
    });
  });
}

describeCoachDirectory('standalone', startStandaloneUsers);
// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
if (await backingServicesAvailable()) {
  describeCoachDirectory('distributed', startDistributedUsers);
}
