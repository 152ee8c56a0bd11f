import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ErrorCode } from '@lakbay/contracts';
import { ServiceClient, createTransportClient, loadConfig } from '@lakbay/platform';
import { type Json, call, freshIp, login, signUp, uniqueEmail } from '../support/accounts';
import { asActor } from '../support/actor';
import { freePort, startDistributed, startStandalone } from '../support/platform';
import { usePlatform } from '../support/use-platform';
import { privateNats, privateServerBinariesAvailable } from '../support/private-servers';
import { testProcessEnv } from '../support/process-env';

const ROOT = resolve(process.cwd());
const NODE = join(ROOT, 'node_modules/.bin/node');
const DB = join(ROOT, 'dist/services/launcher/src/db.js');
const PASSWORD = 'kalamansi-jeepney-42';

/** `db.js admin:create --email <email>` with the platform's environment and the password on stdin. */
function adminCreate(env: NodeJS.ProcessEnv, email: string, stdin: string): { status: number | null; out: string } {
  const run = spawnSync(NODE, [DB, 'admin:create', '--email', email], { env, input: stdin, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('the first admin and the log-in throttle across restarts (standalone)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-trust-'));
  const env = testProcessEnv({ MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const first = uniqueEmail('first-admin');
  let weak: ReturnType<typeof adminCreate>;
  let made: ReturnType<typeof adminCreate>;

  const p = usePlatform(() => {
    // A deployment as shipped: no demo accounts, so no admin until one is made.
    weak = adminCreate(env, first, 'password123\n');
    made = adminCreate(env, first, `${PASSWORD}\n`);
    return startStandalone({ SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true', LOGIN_MAX_FAILURES: '3' }, dataDir);
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets the admin made by admin:create log in and use the admin pages, and promotes an existing account', async () => {
    expect(weak.status).toBe(1);
    expect(weak.out).toMatch(/too common/);
    expect(made).toEqual({ status: 0, out: expect.stringContaining(`${first} was created as an admin`) });
    const admin = await login(p(), { email: first, password: PASSWORD });
    expect(admin.isAdmin).toBe(true);
    expect((await call(p(), 'GET', '/admin/coach-allowlist', undefined, { token: admin.sessionCookie })).status).toBe(200);

    const kadetEmail = uniqueEmail('promoted');
    await signUp(p(), { email: kadetEmail, password: PASSWORD });
    expect((await login(p(), { email: kadetEmail, password: PASSWORD })).isAdmin).toBe(false);
    // The embedded database is the running process's: the command runs while it is stopped.
    await p().stop();
    expect(adminCreate(env, kadetEmail, '')).toEqual({ status: 0, out: expect.stringContaining(`${kadetEmail} is now an admin`) });
    expect(adminCreate(env, kadetEmail, '')).toEqual({ status: 0, out: expect.stringContaining('already an admin: nothing changed') });
    await p().start([]);
    expect((await login(p(), { email: kadetEmail, password: PASSWORD })).isAdmin).toBe(true);
  });

  it('still refuses a throttled account and address after a restart on the same DATA_DIR', async () => {
    const email = uniqueEmail('guessed');
    await signUp(p(), { email, password: PASSWORD });
    const attacker = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await call(p(), 'POST', '/auth/login', { email, password: 'wrong-password-1' }, { ip: attacker })).status).toBe(401);
    }
    expect((await call(p(), 'POST', '/auth/login', { email, password: PASSWORD }, { ip: attacker })).status).toBe(429);
    await p().stop();
    await p().start([]);
    const after = await call(p(), 'POST', '/auth/login', { email, password: PASSWORD }, { ip: attacker });
    expect(after).toMatchObject({ status: 429, body: { code: ErrorCode.TOO_MANY_ATTEMPTS } });
    // The owner, from their own address, still gets in.
    expect((await call(p(), 'POST', '/auth/login', { email, password: PASSWORD }, { ip: freshIp() })).status).toBe(200);
  });
});

describe('trust between processes (distributed)', () => {
  const p = usePlatform(() => startDistributed({ LOGIN_MAX_FAILURES: '3', TRUST_PROXY: 'true' }), { startTimeoutMs: 240_000 });
  let services: ServiceClient;
  let closeTransport: () => Promise<void>;
  let admin: Json;
  let kadet: Json;

  beforeAll(async () => {
    const config = loadConfig(p().env);
    const transport = createTransportClient(config, 'bff');
    await transport.connect();
    services = new ServiceClient(transport, config);
    closeTransport = () => transport.close() as Promise<void>;
    admin = await login(p(), { email: 'admin@demo.lakbay.ph', password: String(p().env.ADMIN_PASSWORD) });
    kadet = await login(p(), { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' });
  }, 60000);

  afterAll(async () => {
    await closeTransport?.();
  });

  describe('an admin command sent straight over NATS', () => {
    const send = () => services.send('content.admin.careers.list', { page: 1, pageSize: 5 });
    const refused = { status: 403, code: ErrorCode.FORBIDDEN, message: 'Only admins can do this.' };

    it('is refused without an actor, for a Kadet, and for an admin signed with another secret', async () => {
      await expect(send()).rejects.toMatchObject(refused);
      await expect(asActor(p().authSecret, { userId: kadet.id, isAdmin: false }, send)).rejects.toMatchObject(refused);
      await expect(asActor('another-secret-of-32-characters-or-more', { userId: admin.id, isAdmin: true }, send)).rejects.toMatchObject(
        refused,
      );
      // A Kadet's genuine token does not make the users service's admin commands theirs either.
      await expect(
        asActor(p().authSecret, { userId: kadet.id, isAdmin: false }, () =>
          services.send('users.admin.allowlist.add', { actorId: admin.id, email: uniqueEmail('allow') }),
        ),
      ).rejects.toMatchObject(refused);
    });

    it('cannot write an audit entry in the name of an admin the call does not act for', async () => {
      const forged = { actorId: admin.id, action: 'admin.updateAvatar', details: {} };
      await expect(services.send('users.audit.record', forged)).rejects.toMatchObject({ status: 403 });
      await expect(
        asActor(p().authSecret, { userId: kadet.id, isAdmin: false }, () => services.send('users.audit.record', forged)),
      ).rejects.toMatchObject({ status: 403 });
      const kept = await asActor(p().authSecret, { userId: admin.id, isAdmin: true }, () => services.send('users.audit.record', forged));
      expect(kept.id).toEqual(expect.any(String));
    });

    it('is refused when an admin names another admin as the actor, and answered for the admin the BFF signed', async () => {
      await expect(
        asActor(p().authSecret, { userId: admin.id, isAdmin: true }, () =>
          services.send('users.admin.allowlist.add', { actorId: kadet.id, email: uniqueEmail('allow') }),
        ),
      ).rejects.toMatchObject(refused);
      const page = await asActor(p().authSecret, { userId: admin.id, isAdmin: true }, send);
      expect(page.items.length).toBeGreaterThan(0);
    });
  });

  it('records who edited content in content.audit_log, with the real admin while emulating', async () => {
    const second = uniqueEmail('second-admin');
    // ADMIN_PASSWORD (the seed's) left out: the password comes from stdin.
    expect(adminCreate({ ...p().env, ADMIN_PASSWORD: '' }, second, `${PASSWORD}\n`).status).toBe(0);
    const other = await login(p(), { email: second, password: PASSWORD });
    const career = (await call(p(), 'GET', '/careers/data-analyst')).body;
    const edit = (token: string, headers: Record<string, string> = {}) =>
      call(p(), 'PATCH', `/admin/careers/${career.id}`, { summary: `${career.summary as string} (edited)` }, { token, headers });
    expect((await edit(admin.sessionCookie)).status).toBe(200);
    expect((await edit(admin.sessionCookie, { 'x-emulate-user': other.id })).status).toBe(200);
    const rows = p().sql!(
      `select actor_id || ',' || coalesce(real_admin_id::text, '-') || ',' || kind || ',' || op from content.audit_log where record_id = '${career.id}' order by id`,
    );
    expect(rows.split('\n')).toEqual([`${admin.id},-,career,update`, `${other.id},${admin.id},career,update`]);
  });

  it('keeps the log-in throttle in Redis: a restarted bff still refuses', async () => {
    const attacker = freshIp();
    for (let i = 0; i < 3; i++) {
      await call(p(), 'POST', '/auth/login', { email: 'kadet@demo.lakbay.ph', password: 'wrong-password-1' }, { ip: attacker });
    }
    await p().stop(['bff']);
    await p().start(['bff']);
    const after = await call(
      p(),
      'POST',
      '/auth/login',
      { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' },
      { ip: attacker },
    );
    expect(after.status).toBe(429);
  });
});

(privateServerBinariesAvailable() ? describe : describe.skip)('a NATS server that requires a log-in', () => {
  const storeDir = mkdtempSync(join(tmpdir(), 'lakbay-nats-auth-'));
  let nats: ReturnType<typeof privateNats>;

  beforeAll(async () => {
    const port = await freePort();
    nats = privateNats(port, storeDir, ['--user', 'lakbay', '--pass', 'nats-password-for-test']);
    await nats.start();
  }, 60000);

  afterAll(async () => {
    await nats?.stop();
    rmSync(storeDir, { recursive: true, force: true });
  });

  const connect = async (extra: Record<string, string>): Promise<string> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lakbay-nats-auth-d-'));
    // A process's transport client from the environment, as each process builds it.
    const script = `
      const { createTransportClient, loadConfig } = require('./dist/libs/platform/src');
      const client = createTransportClient(loadConfig(), 'bff');
      const timer = setTimeout(() => { console.log('no connection'); process.exit(0); }, 4000);
      client.connect().then(() => { clearTimeout(timer); console.log('connected'); return client.close(); }).then(() => process.exit(0), (e) => { console.log('refused: ' + e.message); process.exit(0); });
    `;
    try {
      return execFileSync(NODE, ['-e', script], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          MODE: 'distributed',
          NATS_URL: nats.url,
          DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
          REDIS_URL: 'redis://127.0.0.1:1',
          AUTH_SECRET: 'x'.repeat(40),
          DATA_DIR: dataDir,
          ...extra,
        },
        encoding: 'utf8',
      }).trim();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('lets in a process with NATS_USER and NATS_PASSWORD, and refuses one without or with a wrong password', async () => {
    expect(await connect({ NATS_USER: 'lakbay', NATS_PASSWORD: 'nats-password-for-test' })).toBe('connected');
    expect(await connect({})).not.toBe('connected');
    expect(await connect({ NATS_USER: 'lakbay', NATS_PASSWORD: 'wrong-password' })).not.toBe('connected');
  }, 60000);
});
