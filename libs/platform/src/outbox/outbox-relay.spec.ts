import type { MikroORM } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import { currentCall, runInCall } from '../context';
import { closeSharedPglites, sharedPglite } from '../database';
import { inTransaction } from '../database/in-transaction';
import { InProcessJobQueue, type JobLogger } from '../jobs';
import { sleep, waitFor } from '../jobs/testing/job-queue-contract';
import { Outbox } from './outbox';
import { OutboxEntry } from './outbox-entry.entity';
import { OutboxRelay } from './outbox-relay';
import type { OutboxRelayOptions } from './outbox-relay-options';
import { RecordingOutboxLogger, SwitchableQueue, mail, openOutboxOrm } from './testing/outbox-test-kit';
import { eventually } from '../../../../tests/support/eventually';

const quiet: JobLogger = { warn: () => {}, error: () => {} };

describe(OutboxRelay.name, () => {
  let orm: MikroORM;
  let queue: SwitchableQueue;
  let logger: RecordingOutboxLogger;
  let relay: OutboxRelay | undefined;

  beforeAll(async () => {
    orm = await openOutboxOrm('shop', { driver: PgliteDriver, dbName: 'memory://' });
  });

  afterAll(async () => {
    await orm.close();
  });

  beforeEach(async () => {
    await orm.em.fork().nativeDelete(OutboxEntry, {});
    queue = new SwitchableQueue(new InProcessJobQueue({ backoffMs: 10, logger: quiet }));
    logger = new RecordingOutboxLogger();
  });

  afterEach(async () => {
    await relay?.stop();
    relay = undefined;
    await queue.close();
  });

  // Long timers by default: each test drives passes itself unless it tests the timers.
  function open(options: OutboxRelayOptions = {}): OutboxRelay {
    relay = new OutboxRelay({
      orm,
      jobs: queue,
      schema: 'shop',
      logger,
      options: { relayIntervalMs: 60_000, reconcileIntervalMs: 60_000, ...options },
    });
    return relay;
  }

  async function record(to: string, opts: { runAt?: Date } = {}): Promise<string> {
    return orm.em.fork().transactional((em) => Outbox.record(em, 'mail.send', mail(to), opts));
  }

  async function row(id: string): Promise<OutboxEntry> {
    return orm.em.fork().findOneOrFail(OutboxEntry, { id });
  }

  function sentTo(): string[] {
    const seen: string[] = [];
    queue.process('mail.send', async ({ to }) => {
      seen.push(to);
    });
    return seen;
  }

  describe('record', () => {
    it('writes nothing when the transaction that records rolls back', async () => {
      await expect(
        orm.em.fork().transactional(async (em) => {
          await Outbox.record(em, 'mail.send', mail('kadet@example.ph'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await orm.em.fork().count(OutboxEntry)).toBe(0);
    });

    it('keeps the request id of the call that recorded the job', async () => {
      const id = await runInCall({ requestId: 'req-42' }, () => record('kadet@example.ph'));
      expect((await row(id)).requestId).toBe('req-42');
    });

    it('refuses an id that is not a uuid', async () => {
      await expect(
        orm.em.fork().transactional((em) => Outbox.record(em, 'mail.send', mail('kadet@example.ph'), { id: 'reset-1' })),
      ).rejects.toThrow(/must be a uuid/);
    });
  });

  describe('relay', () => {
    it('hands pending rows to the queue in order, each under its row id, and marks them enqueued', async () => {
      const seen = sentTo();
      const first = await record('first@example.ph');
      const second = await record('second@example.ph');
      expect(await open().relay()).toBe(2);
      await waitFor('both jobs', () => seen.length === 2);
      expect(seen).toEqual(['first@example.ph', 'second@example.ph']);
      expect(queue.added).toEqual([first, second]);
      expect((await row(first)).enqueuedAt).toBeInstanceOf(Date);
      expect((await row(first)).attempts).toBe(1);
      expect(await relay!.relay()).toBe(0);
    });

    it('enqueues a row due later with the delay that remains', async () => {
      const later = await record('later@example.ph', { runAt: new Date(Date.now() + 60_000) });
      await open().relay();
      expect(await queue.state('mail.send', later)).toBe('delayed');
    });

    it('runs the job in the call of the request that recorded it', async () => {
      const calls: Array<string | undefined> = [];
      queue.process('mail.send', async () => {
        calls.push(currentCall()?.requestId);
      });
      await runInCall({ requestId: 'req-7' }, () => record('kadet@example.ph'));
      await open().relay();
      await waitFor('the job', () => calls.length === 1);
      expect(calls).toEqual(['req-7']);
    });

    it('relays rows recorded before it started, at start', async () => {
      const seen = sentTo();
      await record('waiting@example.ph');
      open().start();
      await waitFor('the job', () => seen.length === 1);
      expect(seen).toEqual(['waiting@example.ph']);
    });

    it('relays at once when nudged after a commit', async () => {
      const seen = sentTo();
      open().start();
      await sleep(50);
      await record('nudged@example.ph');
      relay!.nudge();
      await waitFor('the job', () => seen.length === 1, 1000);
      expect(seen).toEqual(['nudged@example.ph']);
    });

    it('finds rows on its timer without a nudge', async () => {
      const seen = sentTo();
      open({ relayIntervalMs: 50 }).start();
      await sleep(20);
      await record('timer@example.ph');
      await waitFor('the job', () => seen.length === 1, 1000);
      expect(seen).toEqual(['timer@example.ph']);
    });

    it('retries with backoff while the queue refuses, logs the outage once, and relays when it accepts', async () => {
      const seen = sentTo();
      queue.refusing = true;
      const id = await record('patient@example.ph');
      open({ backoffMs: 10, maxBackoffMs: 40 }).start();
      await waitFor('several refused tries', () => queue.added.length === 0 && logger.warnings.length === 1);
      // More tries come at the backoff's pace; how many fit in a fixed wait depends on the machine's
      // load (a loaded run saw 2 in 300 ms), so wait for them, up to 5 s.
      for (const deadline = Date.now() + 5000; (await row(id)).attempts <= 3 && Date.now() < deadline;) {
        await sleep(20);
      }
      expect(logger.warnings).toHaveLength(1);
      expect(logger.warnings[0]).toMatch(/Outbox of shop: handing jobs to the queue failed, retrying with backoff: connect ECONNREFUSED/);
      expect((await row(id)).attempts).toBeGreaterThan(3);
      expect((await row(id)).enqueuedAt).toBeNull();

      queue.refusing = false;
      await waitFor('the job', () => seen.length === 1, 1000);
      await waitFor('the recovery line', () => logger.logs.length === 1);
      expect(logger.logs[0]).toMatch(/works again; 1 job\(s\) handed over/);
    });

    it("relays at once when the queue's connection is back, not at the end of its backoff", async () => {
      const seen = sentTo();
      queue.refusing = true;
      const id = await record('back@example.ph');
      open({ backoffMs: 60_000, maxBackoffMs: 60_000 }).start();
      await waitFor('a refused try', () => logger.warnings.length === 1);
      expect((await row(id)).attempts).toBe(1);
      queue.reconnect();
      // Well within the backoff's minute.
      await waitFor('the job', () => seen.length === 1);
      expect(seen).toEqual(['back@example.ph']);
    });
  });

  describe('reconcile', () => {
    it('completes the rows whose job completed', async () => {
      const seen = sentTo();
      const id = await record('done@example.ph');
      await open().relay();
      await waitFor('the job', () => seen.length === 1);
      await eventually('completion', async () => (await queue.state('mail.send', id)) === 'completed', { timeoutMs: 5000, intervalMs: 10 });
      expect(await relay!.reconcile()).toMatchObject({ completed: 1, readded: 0 });
      expect((await row(id)).completedAt).toBeInstanceOf(Date);
      expect(await relay!.metrics()).toMatchObject({ pending: 0, enqueuedNotCompleted: 0, failed: 0, delayed: 0, relayedTotal: 1 });
    });

    it('adds again, under the same id and with the delay that remains, a job the queue lost', async () => {
      const now = await record('now@example.ph');
      const later = await record('later@example.ph', { runAt: new Date(Date.now() + 60_000) });
      await open().relay();
      // A restart of the in-process queue, or Redis flushed: the queue knows nothing.
      await queue.inner.close();
      queue.inner = new InProcessJobQueue({ logger: quiet });
      expect(await relay!.reconcile()).toMatchObject({ readded: 2 });
      expect(await queue.state('mail.send', now)).toBe('waiting');
      expect(await queue.state('mail.send', later)).toBe('delayed');
      expect((await row(now)).attempts).toBe(2);
      expect(await relay!.reconcile()).toMatchObject({ readded: 0 });
    });

    it('adds again the jobs the queue lost as soon as its connection is back, not at the next tick; not once stopped', async () => {
      const id = await record('lost@example.ph');
      open().start();
      // The pass at start has checked the row: the next tick is a minute away.
      await eventually('the first check', async () => (await row(id)).checkedAt instanceof Date, { timeoutMs: 5000, intervalMs: 10 });
      // Redis restarted empty.
      await queue.inner.close();
      queue.inner = new InProcessJobQueue({ logger: quiet });
      queue.reconnect();
      // Well within the tick's minute.
      await eventually('the job added again', async () => (await queue.state('mail.send', id)) === 'waiting', {
        timeoutMs: 5000,
        intervalMs: 10,
      });
      expect((await row(id)).attempts).toBe(2);

      expect(queue.reconnectListenerCount).toBe(1);
      await relay!.stop();
      expect(queue.reconnectListenerCount).toBe(0);
      await queue.inner.close();
      queue.inner = new InProcessJobQueue({ logger: quiet });
      queue.reconnect();
      await sleep(200);
      expect(await queue.state('mail.send', id)).toBe('unknown');
    });

    it('marks a job the queue gave up on failed, with its last error, logged, and does not add it again', async () => {
      await queue.inner.close();
      queue.inner = new InProcessJobQueue({ logger });
      queue.process('mail.send', async () => {
        throw new Error('SMTP said no');
      });
      const id = await record('bounce@example.ph');
      // No retry time: its one run fails it.
      await open({ retryForMs: 0 }).relay();
      await eventually('the failure', async () => (await queue.state('mail.send', id)) === 'failed', { timeoutMs: 5000, intervalMs: 10 });
      expect(await relay!.reconcile()).toMatchObject({ failed: 1 });
      expect(logger.errors.at(-1)).toMatch(/job mail\.send \(.+\) failed in the queue \(SMTP said no\)/);
      expect(await row(id)).toMatchObject({ lastError: 'SMTP said no', redrives: 0 });
      await queue.inner.close();
      queue.inner = new InProcessJobQueue({ logger: quiet });
      expect(await relay!.reconcile()).toMatchObject({ failed: 0, readded: 0 });
      expect(await relay!.metrics()).toMatchObject({ failed: 1, enqueuedNotCompleted: 0 });
      expect(await relay!.problems()).toMatchObject([{ id, name: 'mail.send', state: 'failed', lastError: 'SMTP said no' }]);
    });

    it('hands a job the retry time left since it was due: a day by default, less for a row re-added later', async () => {
      const added: Array<{ id?: string; retryForMs?: number; retryFailed?: boolean }> = [];
      const add = queue.inner.add.bind(queue.inner);
      queue.inner.add = async (name, data, opts) => {
        added.push({ id: opts?.jobId, retryForMs: opts?.retryForMs, retryFailed: opts?.retryFailed });
        return add(name, data, opts);
      };
      const now = await record('now@example.ph');
      const hourAgo = await record('late@example.ph', { runAt: new Date(Date.now() - 3600_000) });
      await open().relay();
      const byId = new Map(added.map((a) => [a.id, a]));
      expect(byId.get(now)?.retryForMs).toBeGreaterThan(24 * 3600_000 - 60_000);
      expect(byId.get(hourAgo)?.retryForMs).toBeLessThanOrEqual(23 * 3600_000);
      expect(byId.get(hourAgo)?.retryForMs).toBeGreaterThan(23 * 3600_000 - 60_000);
      // Only a re-driven row asks the queue to replace a failed job.
      expect(added.map((a) => a.retryFailed)).toEqual([false, false]);
    });

    it('sends failed rows again on redrive (those asked for, or all), once, and completes them', async () => {
      await queue.inner.close();
      let refuse = true;
      const sent: string[] = [];
      queue.inner = new InProcessJobQueue({ logger: quiet });
      queue.process('mail.send', async ({ to }) => {
        if (refuse) {
          throw new Error('mail server away');
        }
        sent.push(to);
      });
      const first = await record('first@example.ph');
      const second = await record('second@example.ph');
      await open({ retryForMs: 0 }).relay();
      await eventually('both failed', async () => (await relay!.reconcile(), (await relay!.metrics()).failed === 2), { intervalMs: 10 });
      refuse = false;
      expect(await relay!.redrive([first])).toBe(1);
      await relay!.relay();
      await eventually('the first sent', () => sent.length === 1, { intervalMs: 10 });
      expect(await relay!.reconcile()).toMatchObject({ completed: 1 });
      expect(await row(first)).toMatchObject({ redrives: 1, failedAt: null });
      expect((await row(first)).completedAt).toBeInstanceOf(Date);
      expect(await relay!.redrive([first])).toBe(0);
      expect(await relay!.redrive()).toBe(1);
      await relay!.relay();
      await eventually('the second sent', () => sent.length === 2, { intervalMs: 10 });
      expect(sent).toEqual(['first@example.ph', 'second@example.ph']);
      expect(await row(second)).toMatchObject({ redrives: 1 });
    });

    it('redrives inside the transaction of a keyed write (as the idempotency interceptor opens), and is undone with it', async () => {
      const id = await record('keyed@example.ph');
      await orm.em.fork().nativeUpdate(OutboxEntry, { id }, { failedAt: new Date(), enqueuedAt: new Date(), lastError: 'SMTP said no' });
      open();
      expect(await inTransaction(orm.em.fork(), () => relay!.redrive([id]))).toBe(1);
      expect(await row(id)).toMatchObject({ failedAt: null, redrives: 1 });
      await orm.em.fork().nativeUpdate(OutboxEntry, { id }, { failedAt: new Date() });
      const undone = inTransaction(orm.em.fork(), async () => {
        await relay!.redrive([id]);
        throw new Error('the handler failed after the redrive');
      });
      await expect(undone).rejects.toThrow('the handler failed');
      expect(await row(id)).toMatchObject({ redrives: 1, failedAt: expect.any(Date) });
    });

    it('counts and lists unfinished rows due longer ago than delayedAfterMs as delayed', async () => {
      const late = await record('late@example.ph', { runAt: new Date(Date.now() - 20 * 60_000) });
      await record('fresh@example.ph');
      await record('later@example.ph', { runAt: new Date(Date.now() + 3600_000) });
      open({ delayedAfterMs: 15 * 60_000 });
      const metrics = await relay!.metrics();
      expect(metrics).toMatchObject({ pending: 3, delayed: 1, failed: 0 });
      expect(metrics.oldestDueSeconds).toBeGreaterThanOrEqual(20 * 60 - 5);
      expect(await relay!.problems()).toMatchObject([{ id: late, state: 'delayed', lastError: null }]);
    });

    it('deletes finished rows after the retention period', async () => {
      const old = await record('old@example.ph');
      const recent = await record('recent@example.ph');
      await orm.em
        .fork()
        .nativeUpdate(OutboxEntry, { id: old }, { enqueuedAt: new Date(), completedAt: new Date(Date.now() - 2 * 3600_000) });
      await orm.em.fork().nativeUpdate(OutboxEntry, { id: recent }, { enqueuedAt: new Date(), completedAt: new Date() });
      expect(await open({ retentionMs: 3600_000 }).reconcile()).toMatchObject({ deleted: 1 });
      expect(await orm.em.fork().count(OutboxEntry)).toBe(1);
    });

    it('keeps checking on its timer and logs once while the queue cannot be asked', async () => {
      await record('unasked@example.ph');
      await open().relay();
      queue.refusing = true;
      open({ reconcileIntervalMs: 20, relayIntervalMs: 60_000 }).start();
      await sleep(200);
      expect(logger.warnings.filter((w) => w.includes('checking enqueued jobs'))).toHaveLength(1);
      queue.refusing = false;
      await waitFor('the recovery line', () => logger.logs.some((l) => l.includes('checking enqueued jobs against the queue works again')));
    });
  });

  describe('metrics', () => {
    it('counts pending and enqueued rows and what this process relayed', async () => {
      await record('a@example.ph');
      await record('b@example.ph');
      open();
      expect(await relay!.metrics()).toMatchObject({ pending: 2, enqueuedNotCompleted: 0, failed: 0, delayed: 0, relayedTotal: 0 });
      await relay!.relay();
      expect(await relay!.metrics()).toMatchObject({ pending: 0, enqueuedNotCompleted: 2, failed: 0, delayed: 0, relayedTotal: 2 });
    });
  });
});

describe(`${OutboxRelay.name} on the shared PGlite of standalone mode`, () => {
  afterAll(() => closeSharedPglites());

  it('does not see a row whose transaction is still open in the service, and relays it once committed', async () => {
    const driver = { driver: PgliteDriver, dbName: 'lakbay', driverOptions: { pglite: () => sharedPglite('memory://outbox-isolation') } };
    // The service's requests and its relay share one ORM, one PGlite connection.
    const serviceOrm = await openOutboxOrm('users', driver);
    const queue = new SwitchableQueue(new InProcessJobQueue({ logger: quiet }));
    const relay = new OutboxRelay({ orm: serviceOrm, jobs: queue, schema: 'users', logger: new RecordingOutboxLogger() });
    try {
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let recorded = false;
      const transaction = serviceOrm.em.fork().transactional(async (em) => {
        await Outbox.record(em, 'mail.send', mail('kadet@example.ph'));
        recorded = true;
        await committed;
      });
      await waitFor('the row to be recorded', () => recorded);
      const relayed = relay.relay();
      await sleep(100);
      expect(queue.added).toEqual([]);
      commit();
      await transaction;
      expect(await relayed).toBe(1);
    } finally {
      await relay.stop();
      await queue.close();
      await serviceOrm.close();
    }
    // Boots its own PGlite (seconds on a loaded machine).
  }, 60_000);
});
