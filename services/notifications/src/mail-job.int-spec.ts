import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AppConfig,
  type JobQueue,
  closeSharedJobQueue,
  createJobQueue,
  loadConfig,
  sharedInProcessJobQueue,
  startService,
} from '@lakbay/platform';
import type { INestMicroservice } from '@nestjs/common';
import { backingServicesAvailable, BACKING } from '../../../tests/support/services';
import { notificationsService } from './definition';

async function waitForOutbox(dir: string, timeoutMs = 10000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (() => {
      try {
        return readdirSync(dir).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    if (files[0]) {
      return readFileSync(join(dir, files[0]), 'utf8');
    }
    if (Date.now() > deadline) {
      throw new Error(`no .eml in ${dir} after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const message = { to: 'kadet@demo.lakbay.ph', subject: 'Your session is booked', text: 'See you on Monday.' };

function describeMail(mode: string, setup: () => { config: AppConfig; queue: () => JobQueue }) {
  describe(`notifications: the mail queue (${mode})`, () => {
    let app: INestMicroservice | undefined;
    let queue: JobQueue | undefined;
    afterEach(async () => {
      await app?.close();
      await queue?.close();
      await closeSharedJobQueue();
    });

    it('writes a queued e-mail as an .eml file under DATA_DIR/outbox', async () => {
      const { config, queue: makeQueue } = setup();
      app = await startService(notificationsService, config);
      queue = makeQueue();
      await queue.add('mail.send', message);
      const eml = await waitForOutbox(config.mail.outboxDir);
      expect(eml).toContain('To: kadet@demo.lakbay.ph');
      expect(eml).toContain('Subject: Your session is booked');
      expect(eml).toContain('See you on Monday.');
      expect(eml).toContain('From: Lakbay <no-reply@lakbay.local>');
    });
  });
}

describeMail('standalone, in-process queue', () => ({
  config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lakbay-mail-')), LOG_LEVEL: 'warn' }),
  queue: () => sharedInProcessJobQueue(),
}));

if (await backingServicesAvailable()) {
  describeMail('distributed, BullMQ on Redis', () => {
    const prefix = `lakbay-it-${randomBytes(4).toString('hex')}`;
    const config = loadConfig({
      MODE: 'distributed',
      NATS_URL: BACKING.nats,
      REDIS_URL: BACKING.redis,
      DATABASE_URL: BACKING.postgres,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      REDIS_PREFIX: prefix,
      NATS_NAMESPACE: prefix,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lakbay-mail-')),
      LOG_LEVEL: 'warn',
    });
    return { config, queue: () => createJobQueue({ redisUrl: BACKING.redis, prefix }) };
  });
}
