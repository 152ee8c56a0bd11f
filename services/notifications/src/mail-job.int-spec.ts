import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import {
  type AppConfig,
  type JobQueue,
  closeSharedJobQueue,
  closeSharedPglites,
  createJobQueue,
  loadConfig,
  sharedInProcessJobQueue,
  startService,
} from '@lakbay/platform';
import type { INestMicroservice } from '@nestjs/common';
import { deleteKeys } from '../../../libs/platform/src/jobs/testing/redis-for-tests';
import { backingServicesAvailable, BACKING } from '../../../tests/support/services';
import { notificationsService } from './definition';
import { SentMail } from './entities/sent-mail.entity';
import { eventually } from '../../../tests/support/eventually';

function emlFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

function waitForOutbox(dir: string, count = 1, timeoutMs = 10000): Promise<string[]> {
  return eventually(`${count} .eml in ${dir}`, () => emlFiles(dir).length >= count && emlFiles(dir), { timeoutMs, intervalMs: 100 });
}

const message = { to: 'kadet@demo.lakbay.ph', subject: 'Your session is booked', text: 'See you on Monday.' };

interface MailSetup {
  config: AppConfig;
  queue: () => JobQueue;
  cleanup?: () => Promise<void>;
}

// Each test starts the service on a fresh database: PGlite's first start takes seconds, tens of
// seconds on a loaded 2-core machine.
const START_TIMEOUT_MS = 60_000;

function describeMail(mode: string, setup: () => MailSetup) {
  describe(`notifications: the mail queue (${mode})`, () => {
    let app: INestMicroservice | undefined;
    let queue: JobQueue | undefined;
    let cleanup: (() => Promise<void>) | undefined;

    async function start(): Promise<{ config: AppConfig; jobs: JobQueue }> {
      const made = setup();
      cleanup = made.cleanup;
      app = await startService(notificationsService, made.config);
      queue = made.queue();
      return { config: made.config, jobs: queue };
    }

    afterEach(async () => {
      await app?.close();
      app = undefined;
      await queue?.close();
      await closeSharedJobQueue();
      await closeSharedPglites();
      await cleanup?.();
    });

    it(
      'writes a queued e-mail as an .eml file under DATA_DIR/mail',
      async () => {
        const { config, jobs } = await start();
        await jobs.add('mail.send', message);
        const [eml] = await waitForOutbox(config.mail.emlDir);
        expect(eml).toContain('To: kadet@demo.lakbay.ph');
        expect(eml).toContain('Subject: Your session is booked');
        expect(eml).toContain('See you on Monday.');
        expect(eml).toContain('From: Lakbay <no-reply@lakbay.local>');
      },
      START_TIMEOUT_MS,
    );

    it(
      'gives the e-mail of a job a Message-ID made from the job id',
      async () => {
        const { config, jobs } = await start();
        const jobId = randomUUID();
        await jobs.add('mail.send', message, { jobId });
        const [eml] = await waitForOutbox(config.mail.emlDir);
        expect(eml).toContain(`Message-ID: <${jobId}@lakbay.local>`);
      },
      START_TIMEOUT_MS,
    );

    it(
      'skips a job whose id was already sent',
      async () => {
        const { config, jobs } = await start();
        const sent = randomUUID();
        // As if sent before a crash, or before Redis lost the job and the outbox added it again.
        await app!
          .get(MikroORM)
          .em.fork()
          .insert(SentMail, { jobId: sent, messageId: `<${sent}@lakbay.local>`, sentAt: new Date() });
        const next = randomUUID();
        await jobs.add('mail.send', { ...message, subject: 'Sent before' }, { jobId: sent });
        await jobs.add('mail.send', { ...message, subject: 'New' }, { jobId: next });
        const files = await waitForOutbox(config.mail.emlDir);
        // One handler runs them in order: by the time the second is written, the first was skipped.
        await new Promise((r) => setTimeout(r, 300));
        expect(emlFiles(config.mail.emlDir)).toHaveLength(1);
        expect(files[0]).toContain('Subject: New');
      },
      START_TIMEOUT_MS,
    );
  });
}

describeMail('standalone, in-process queue', () => ({
  config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lakbay-mail-')), LOG_LEVEL: 'warn' }),
  queue: () => sharedInProcessJobQueue(),
}));

if (await backingServicesAvailable()) {
  describeMail('distributed, BullMQ on Redis', () => {
    const prefix = `lakbay_it_${randomBytes(4).toString('hex')}`;
    const admin = new URL(BACKING.postgres);
    const psql = (query: string) =>
      execFileSync('psql', [
        '-h',
        admin.hostname,
        '-p',
        admin.port || '5432',
        '-U',
        admin.username || 'postgres',
        '-d',
        'postgres',
        '-tAc',
        query,
      ]);
    psql(`create database ${prefix}`);
    const databaseUrl = new URL(BACKING.postgres);
    databaseUrl.pathname = `/${prefix}`;
    const config = loadConfig({
      MODE: 'distributed',
      NATS_URL: BACKING.nats,
      REDIS_URL: BACKING.redis,
      DATABASE_URL: databaseUrl.toString(),
      DB_MIGRATE_ON_START: 'true',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      REDIS_PREFIX: prefix,
      NATS_NAMESPACE: prefix,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lakbay-mail-')),
      LOG_LEVEL: 'warn',
    });
    return {
      config,
      queue: () => createJobQueue({ redisUrl: BACKING.redis, prefix }),
      cleanup: async () => {
        psql(`drop database if exists ${prefix} with (force)`);
        await deleteKeys([prefix], BACKING.redis);
      },
    };
  });
}
