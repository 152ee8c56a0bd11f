import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EntityManager, MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { JobMap, JobName } from '@lakbay/contracts';
import {
  type AddJobOptions,
  type AppConfig,
  InProcessJobQueue,
  type JobQueue,
  Outbox,
  OutboxEntry,
  OutboxRelay,
  ServiceClient,
  closeSharedJobQueue,
  closeSharedPglites,
  createJobQueue,
  createTransportClient,
  loadConfig,
  startService,
} from '@lakbay/platform';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { deleteKeys } from '../../libs/platform/src/jobs/testing/redis-for-tests';
import { parseRawMail } from '../../libs/platform/src/mail/testing/parse-raw-mail';
import { openOutboxOrm, SwitchableQueue } from '../../libs/platform/src/outbox/testing/outbox-test-kit';
import { notificationsService } from '../../services/notifications/src/definition';
import { usersService } from '../../services/users/src/definition';
import { TEST_ADMIN_PASSWORD, freePort } from '../support/platform';
import { BACKING, backingServicesAvailable } from '../support/services';
import { eventually } from '../support/eventually';

const KADET = 'kadet@demo.lakbay.ph';
const RESET_SUBJECT = 'Reset your Lakbay password';
// Starting services on a fresh database (migrations, demo seed) takes seconds on a busy machine.
const TIMEOUT_MS = 120_000;

type ServiceName = 'users' | 'notifications';

/** Users and notifications in this process, on one configuration, stopped and started at will. */
class Platform {
  readonly apps = new Map<ServiceName, INestMicroservice>();
  private transport: ClientProxy | undefined;
  private client: ServiceClient | undefined;

  constructor(readonly config: AppConfig) {}

  async start(names: ServiceName[]): Promise<void> {
    for (const name of names) {
      this.apps.set(name, await startService(name === 'users' ? usersService : notificationsService, this.config));
    }
  }

  /** Closes the services, as a process exit would in standalone mode (its in-process queue and PGlite too). */
  async stop(): Promise<void> {
    for (const name of ['notifications', 'users'] as const) {
      await this.apps.get(name)?.close();
      this.apps.delete(name);
    }
    await this.transport?.close();
    this.transport = undefined;
    this.client = undefined;
    await closeSharedJobQueue();
    await closeSharedPglites();
  }

  send(): ServiceClient {
    if (!this.client) {
      this.transport = createTransportClient(this.config, 'bff');
      this.client = new ServiceClient(this.transport, this.config);
    }
    return this.client;
  }

  requestReset(email = KADET): Promise<{ accepted: true }> {
    return this.send().send('users.auth.passwordReset.request', { email });
  }

  relay(): OutboxRelay {
    return this.app('users').get(OutboxRelay);
  }

  usersEm(): EntityManager {
    return this.app('users').get(MikroORM).em.fork();
  }

  outboxRows(): Promise<OutboxEntry[]> {
    return this.usersEm().find(OutboxEntry, {}, { orderBy: { createdAt: 'asc' } });
  }

  /** The e-mails written to DATA_DIR/mail, oldest first. */
  mails(): Array<{ to: string; subject: string; messageId: string; text: string }> {
    let files: string[] = [];
    try {
      files = readdirSync(this.config.mail.emlDir).filter((f) => f.endsWith('.eml'));
    } catch {
      // nothing written yet
    }
    return files.sort().map((file) => {
      const mail = parseRawMail(readFileSync(join(this.config.mail.emlDir, file)));
      const header = (name: string) => mail.headers.get(name) ?? '';
      return { to: header('to'), subject: header('subject'), messageId: header('message-id'), text: mail.text ?? '' };
    });
  }

  resetMails(): Array<{ to: string; messageId: string }> {
    return this.mails()
      .filter((m) => m.subject === RESET_SUBJECT)
      .map(({ to, messageId }) => ({ to, messageId }));
  }

  private app(name: ServiceName): INestMicroservice {
    const app = this.apps.get(name);
    if (!app) {
      throw new Error(`${name} is not running`);
    }
    return app;
  }
}

/** What these tests wait for crosses a restart or an outage: up to a minute on a busy machine. */
const LONG = { timeoutMs: 60_000, intervalMs: 100 };

/** Long enough for a second e-mail to show up if one were coming (a relay or handler pass). */
const settle = () => new Promise((r) => setTimeout(r, 1500));

/** Reconciles until the queue reports the job of the only outbox row completed. */
async function reconcileUntilCompleted(platform: Platform): Promise<OutboxEntry> {
  await eventually(
    'the outbox row to be completed',
    async () => {
      await platform.relay().reconcile();
      return (await platform.outboxRows()).every((row) => row.completedAt);
    },
    LONG,
  );
  const [row] = await platform.outboxRows();
  return row;
}

function standaloneConfig(dataDir: string): AppConfig {
  return loadConfig({ MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
}

describe('transactional outbox (standalone)', () => {
  let dataDir: string;
  let platform: Platform | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'lakbay-outbox-'));
  });

  afterEach(async () => {
    await platform?.stop();
    platform = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'sends a password-reset e-mail exactly once, and completes its outbox row',
    async () => {
      platform = new Platform(standaloneConfig(dataDir));
      await platform.start(['users', 'notifications']);
      expect(await platform.requestReset()).toEqual({ accepted: true });
      await eventually('the reset e-mail', () => platform!.resetMails().length === 1, LONG);
      const row = await reconcileUntilCompleted(platform);
      expect(row).toMatchObject({ name: 'mail.send', attempts: 1 });
      // More passes of both: nothing is sent again.
      await platform.relay().relay();
      await platform.relay().reconcile();
      await settle();
      expect(platform.resetMails()).toEqual([{ to: KADET, messageId: `<${row.id}@lakbay.local>` }]);
    },
    TIMEOUT_MS,
  );

  it(
    'sends a sign-up link, then a welcome e-mail with a link to PUBLIC_URL to the new Kadet',
    async () => {
      platform = new Platform(standaloneConfig(dataDir));
      await platform.start(['users', 'notifications']);
      const email = `welcome.${randomBytes(3).toString('hex')}@example.ph`;
      await platform.send().send('users.auth.signup', { email, password: 'kalamansi-jeepney-42', role: 'kadet' });
      await eventually('the sign-up link', () => platform!.mails().some((m) => m.to === email), LONG);
      const link = platform.mails().filter((m) => m.to === email);
      expect(link).toHaveLength(1);
      expect(link[0].subject).toBe('Finish signing up for Lakbay');
      const token = decodeURIComponent(/signup\/complete\?token=([\w%-]+)/.exec(link[0].text)![1]);
      await platform.send().send('users.auth.signup.complete', { token });
      await eventually(
        'the welcome e-mail',
        () => platform!.mails().some((m) => m.to === email && m.subject === 'Welcome to Lakbay'),
        LONG,
      );
      const welcome = platform.mails().filter((m) => m.to === email && m.subject !== 'Finish signing up for Lakbay');
      expect(welcome).toHaveLength(1);
      expect(welcome[0].subject).toBe('Welcome to Lakbay');
      expect(welcome[0].text).toContain('http://localhost:3000');
    },
    TIMEOUT_MS,
  );

  it(
    'sends after a restart what was recorded but never relayed',
    async () => {
      platform = new Platform(standaloneConfig(dataDir));
      await platform.start(['users', 'notifications']);
      // The process dies between the commit and any relay pass.
      await platform.relay().stop();
      await platform.usersEm().transactional((em) => Outbox.record(em, 'mail.send', { to: KADET, subject: RESET_SUBJECT, text: 'Hi' }));
      expect((await platform.outboxRows())[0].enqueuedAt).toBeNull();
      await platform.stop();

      platform = new Platform(standaloneConfig(dataDir));
      await platform.start(['users', 'notifications']);
      await eventually('the e-mail', () => platform!.resetMails().length === 1, LONG);
      await reconcileUntilCompleted(platform);
      await settle();
      expect(platform.resetMails()).toHaveLength(1);
    },
    TIMEOUT_MS,
  );

  it(
    'sends after a restart what the in-process queue held when the process stopped',
    async () => {
      platform = new Platform(standaloneConfig(dataDir));
      // No notifications: the job waits in the in-process queue, which keeps nothing.
      await platform.start(['users']);
      await platform.requestReset();
      await eventually('the job to be enqueued', async () => (await platform!.outboxRows())[0]?.enqueuedAt instanceof Date, LONG);
      await platform.stop();

      platform = new Platform(standaloneConfig(dataDir));
      await platform.start(['users', 'notifications']);
      await eventually('the e-mail', () => platform!.resetMails().length === 1, LONG);
      const row = await reconcileUntilCompleted(platform);
      expect(row.attempts).toBe(2);
      await settle();
      expect(platform.resetMails()).toHaveLength(1);
    },
    TIMEOUT_MS,
  );
});

if (await backingServicesAvailable()) {
  describe('transactional outbox (distributed, BullMQ)', () => {
    const admin = new URL(BACKING.postgres);
    const psql = (database: string, query: string) =>
      execFileSync(
        'psql',
        ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', '-d', database, '-tAc', query],
        {
          encoding: 'utf8',
        },
      );
    let name: string;
    let dataDir: string;
    let platform: Platform | undefined;
    let privateRedis: ChildProcess | undefined;
    let probe: JobQueue | undefined;

    beforeEach(() => {
      name = `lakbay_outbox_it_${randomBytes(4).toString('hex')}`;
      dataDir = mkdtempSync(join(tmpdir(), 'lakbay-outbox-d-'));
      psql('postgres', `create database ${name}`);
    });

    afterEach(async () => {
      await platform?.stop();
      platform = undefined;
      await probe?.close();
      probe = undefined;
      await stopRedis(privateRedis);
      privateRedis = undefined;
      psql('postgres', `drop database if exists ${name} with (force)`);
      await deleteKeys([name], BACKING.redis);
      rmSync(dataDir, { recursive: true, force: true });
    });

    function distributedConfig(redisUrl: string): AppConfig {
      const databaseUrl = new URL(BACKING.postgres);
      databaseUrl.pathname = `/${name}`;
      return loadConfig({
        MODE: 'distributed',
        NATS_URL: BACKING.nats,
        NATS_NAMESPACE: name,
        REDIS_URL: redisUrl,
        // Only this test's keys: deleting them never touches anyone else's on the shared Redis.
        REDIS_PREFIX: name,
        DATABASE_URL: databaseUrl.toString(),
        DB_MIGRATE_ON_START: 'true',
        SEED_DEMO_DATA: 'true',
        // The documented demo admin password is refused in distributed mode.
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
      });
    }

    it(
      'records the e-mail while Redis is unreachable, answers at once, and sends it once Redis is back',
      async () => {
        const port = await freePort();
        platform = new Platform(distributedConfig(`redis://127.0.0.1:${port}`));
        await platform.start(['users', 'notifications']);
        const asked = Date.now();
        expect(await platform.requestReset()).toEqual({ accepted: true });
        expect(Date.now() - asked).toBeLessThan(3000);
        const [row] = await platform.outboxRows();
        expect(row).toMatchObject({ name: 'mail.send', enqueuedAt: null });
        // The relay's first try times out (10 s); its command still waits in the client for Redis,
        // and so does the retry's: both reach Redis, one job comes of them.
        await eventually('a refused try', async () => (await platform!.outboxRows())[0].attempts >= 1, LONG);
        expect((await platform.outboxRows())[0].enqueuedAt).toBeNull();
        expect(platform.mails()).toEqual([]);

        privateRedis = startRedis(port);
        await eventually('the e-mail', () => platform!.resetMails().length === 1, LONG);
        await reconcileUntilCompleted(platform);
        await settle();
        expect(platform.resetMails()).toEqual([{ to: KADET, messageId: `<${row.id}@lakbay.local>` }]);
      },
      TIMEOUT_MS,
    );

    it(
      'adds again a job whose Redis keys were deleted, and the e-mail arrives exactly once',
      async () => {
        platform = new Platform(distributedConfig(BACKING.redis));
        probe = createJobQueue({ redisUrl: BACKING.redis, prefix: name });
        // No notifications yet: the job waits in Redis.
        await platform.start(['users']);
        await platform.requestReset();
        await eventually('the job to be enqueued', async () => (await platform!.outboxRows())[0]?.enqueuedAt instanceof Date, LONG);
        const [row] = await platform.outboxRows();
        expect(await probe.state('mail.send', row.id)).toBe('waiting');

        await deleteKeys([name], BACKING.redis);
        expect(await probe.state('mail.send', row.id)).toBe('unknown');
        await platform.relay().reconcile();
        expect(await probe.state('mail.send', row.id)).toBe('waiting');

        await platform.start(['notifications']);
        await eventually('the e-mail', () => platform!.resetMails().length === 1, LONG);
        // Lost again after it was sent but before reconciliation saw it completed: added again,
        // and the mail handler skips a job id it has sent.
        await deleteKeys([name], BACKING.redis);
        await platform.relay().reconcile();
        await reconcileUntilCompleted(platform);
        await settle();
        expect(platform.resetMails()).toHaveLength(1);
        expect((await platform.outboxRows())[0].attempts).toBeGreaterThanOrEqual(3);
      },
      TIMEOUT_MS,
    );

    it(
      'adds again the job a Redis restarted empty lost as soon as Redis is back, not at the next check (30 s), and the e-mail arrives once',
      async () => {
        const port = await freePort();
        const redisUrl = `redis://127.0.0.1:${port}`;
        privateRedis = startRedis(port);
        probe = createJobQueue({ redisUrl, prefix: name });
        platform = new Platform(distributedConfig(redisUrl));
        // No notifications yet: the job waits in Redis. The relay checks the queue as it starts (after
        // this), then every 30 s: a job back before startedAt + 30 s came back before that tick.
        const startedAt = Date.now();
        await platform.start(['users']);
        await platform.requestReset();
        await eventually('the job to be enqueued', async () => (await platform!.outboxRows())[0]?.enqueuedAt instanceof Date, LONG);
        const [row] = await platform.outboxRows();
        expect(await probe.state('mail.send', row.id)).toBe('waiting');

        await stopRedis(privateRedis);
        privateRedis = startRedis(port);
        await eventually(
          'the job added again',
          async () => (await probe!.state('mail.send', row.id).catch(() => 'no answer')) === 'waiting',
          LONG,
        );
        expect(Date.now() - startedAt).toBeLessThan(30_000);
        expect((await platform.outboxRows())[0].attempts).toBe(2);

        await platform.start(['notifications']);
        await eventually('the e-mail', () => platform!.resetMails().length === 1, LONG);
        await reconcileUntilCompleted(platform);
        await settle();
        expect(platform.resetMails()).toEqual([{ to: KADET, messageId: `<${row.id}@lakbay.local>` }]);
      },
      TIMEOUT_MS,
    );

    it(
      'never lets two replicas relay one row: each is taken by one, skipping the rows the other holds',
      async () => {
        const databaseUrl = new URL(BACKING.postgres);
        databaseUrl.pathname = `/${name}`;
        const driver = { driver: PostgreSqlDriver, clientUrl: databaseUrl.toString() };
        const orms = [await openOutboxOrm('shop', driver), await openOutboxOrm('shop', driver)];
        // A slow queue keeps each batch's rows locked while the other replica looks for work.
        const slow = new SlowQueue(new InProcessJobQueue());
        const relays = orms.map((orm) => new OutboxRelay({ orm, jobs: slow, schema: 'shop', options: { batchSize: 3 } }));
        try {
          for (let i = 0; i < 24; i++) {
            await orms[0].em
              .fork()
              .transactional((em) => Outbox.record(em, 'mail.send', { to: `k${i}@example.ph`, subject: 'Hi', text: 'Hi' }));
          }
          const counts = await Promise.all(relays.map((relay) => relay.relay()));
          expect(counts[0] + counts[1]).toBe(24);
          expect(counts[0]).toBeGreaterThan(0);
          expect(counts[1]).toBeGreaterThan(0);
          expect(new Set(slow.added).size).toBe(24);
          expect(slow.added).toHaveLength(24);
        } finally {
          await Promise.all(relays.map((relay) => relay.stop()));
          await slow.close();
          await Promise.all(orms.map((orm) => orm.close()));
        }
      },
      TIMEOUT_MS,
    );
  });
}

class SlowQueue extends SwitchableQueue {
  override async add<J extends JobName>(name: J, data: JobMap[J], opts?: AddJobOptions): Promise<void> {
    await new Promise((r) => setTimeout(r, 20));
    await super.add(name, data, opts);
  }
}

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
