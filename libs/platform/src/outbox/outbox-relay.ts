import { type EntityManager, LockMode, type MikroORM, QueryOrder, raw } from '@mikro-orm/core';
import type { JobMap, JobName } from '@lakbay/contracts';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { inTransaction } from '../database/in-transaction';
import { afterCommit } from '../idempotency/after-commit';
import { type JobQueue, runDetached } from '../jobs';
import { OutboxEntry } from './outbox-entry.entity';
import { OutageLog, type OutboxLogger } from './outbox-logger';
import {
  OUTBOX_RELAY_DEFAULTS,
  type OutboxMetrics,
  type OutboxProblemRow,
  type OutboxRelayOptions,
  type ReconcileResult,
} from './outbox-relay-options';

/**
 * Makes failed rows of this outbox pending again (those of `ids`, or all): the relay then hands them
 * to the queue, replacing the failed job of the same id. Used by OutboxRelay.redrive and by the
 * `npm run outbox:redrive` command, which writes the database directly. Answers how many.
 */
export function markForRedrive(em: EntityManager, ids?: string[]): Promise<number> {
  return em.nativeUpdate(OutboxEntry, ids ? { failedAt: { $ne: null }, id: { $in: ids } } : { failedAt: { $ne: null } }, {
    failedAt: null,
    enqueuedAt: null,
    checkedAt: null,
    redrives: raw('"redrives" + 1'),
  });
}

/** The longest reason kept for a failed row (an SMTP answer, a stack's first line). */
const MAX_ERROR_CHARS = 1000;

export interface OutboxRelaySetup {
  /** The service's ORM: its schema holds the outbox table. */
  orm: MikroORM;
  jobs: JobQueue;
  /** Names the outbox in log lines: the service's schema. */
  schema: string;
  options?: OutboxRelayOptions;
  logger?: OutboxLogger;
}

/**
 * Hands the rows of one service's outbox to the job queue, in order: on a nudge after a commit and
 * on a timer. Rows are taken with FOR UPDATE SKIP LOCKED, so replicas never relay one row at the
 * same moment, and the row id is the job id, so a row relayed twice is still one job. While the
 * queue refuses jobs (Redis down) it retries with backoff, forever. Each job is retried by the queue
 * with capped backoff for retryForMs after it was due (a database or mail server away for hours is
 * outlived). Reconciliation asks the queue about enqueued rows: a completed job completes its row, a
 * lost one is added again, a failed one fails its row with the job's last error; it runs every
 * reconcileIntervalMs and at once when the queue's connection is back (Redis may have restarted
 * empty), when the relay also tries at once instead of at the end of its backoff. An admin's
 * redrive() makes failed rows pending again; relaying them replaces the failed job of the same id.
 */
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly options: Required<OutboxRelayOptions>;
  private readonly logger: OutboxLogger;
  private readonly relayOutage: OutageLog;
  private readonly reconcileOutage: OutageLog;
  /** One pass at a time in this process; other replicas are kept apart by the row locks. */
  private work: Promise<unknown> = Promise.resolve();
  private relayTimer: NodeJS.Timeout | undefined;
  private reconcileTimer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;
  private relaying = false;
  private relayAgain = false;
  private refusals = 0;
  private relayedTotal = 0;
  private state: 'idle' | 'running' | 'stopped' = 'idle';

  constructor(private readonly setup: OutboxRelaySetup) {
    this.options = { ...OUTBOX_RELAY_DEFAULTS, ...setup.options };
    this.logger = setup.logger ?? new Logger('Outbox');
    this.relayOutage = new OutageLog(this.logger, `Outbox of ${setup.schema}: handing jobs to the queue`);
    this.reconcileOutage = new OutageLog(this.logger, `Outbox of ${setup.schema}: checking enqueued jobs against the queue`);
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  /** Relays what is pending and reconciles at once (a restart finds what the last run left), then on timers. */
  start(): void {
    if (this.state !== 'idle') {
      return;
    }
    this.state = 'running';
    this.kickRelay();
    this.scheduleReconcile(0);
    // Redis is back: rows recorded while it was away go now, not at the end of the backoff, and as
    // it may have restarted empty, losing the jobs that waited there, those are looked for now too,
    // not at the next tick (an e-mail held back up to reconcileIntervalMs).
    this.stopListening = this.setup.jobs.onReconnect(() => {
      if (this.state === 'running') {
        this.kickRelay();
        this.scheduleReconcile(0);
      }
    });
  }

  /** Stops the timers and waits for the pass under way. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') {
      return;
    }
    this.state = 'stopped';
    this.stopListening?.();
    clearTimeout(this.relayTimer);
    clearTimeout(this.reconcileTimer);
    await this.work;
  }

  /** Call after a transaction that recorded rows has committed: relays them now instead of at the next tick. */
  nudge(): void {
    // While the queue refuses jobs the backoff timer decides, so busy traffic does not hammer a down Redis.
    if (this.state === 'running' && this.refusals === 0) {
      // A pass a request nudges must not run inside that request's call or MikroORM contexts.
      runDetached(() => this.kickRelay());
    }
  }

  /** Relays every pending row now; answers how many. Rejects when the queue refuses one. */
  relay(): Promise<number> {
    return this.exclusive(() => this.relayAll());
  }

  /** One reconciliation pass now. Rejects when the queue cannot be asked. */
  reconcile(): Promise<ReconcileResult> {
    return this.exclusive(() => this.reconcileAll());
  }

  /** Every count in one pass over the table (a scrape and the admin page ask for them all together). */
  async metrics(): Promise<OutboxMetrics> {
    const unfinished = '"completed_at" is null and "failed_at" is null';
    const [counts] = await this.setup.orm.em
      .fork()
      .getConnection()
      .execute<
        {
          pending: number | string;
          enqueued: number | string;
          failed: number | string;
          delayed: number | string;
          oldest: Date | string | null;
        }[]
      >(
        `select count(*) filter (where "enqueued_at" is null) as "pending",
              count(*) filter (where "enqueued_at" is not null and ${unfinished}) as "enqueued",
              count(*) filter (where "failed_at" is not null) as "failed",
              count(*) filter (where ${unfinished} and "run_at" < ?) as "delayed",
              min("run_at") filter (where ${unfinished} and "run_at" <= ?) as "oldest"
         from "${this.setup.schema}"."outbox"`,
        [new Date(Date.now() - this.options.delayedAfterMs), new Date()],
      );
    const oldestDueSeconds = counts?.oldest ? Math.max(0, Math.round((Date.now() - new Date(counts.oldest).getTime()) / 1000)) : 0;
    return {
      pending: Number(counts?.pending ?? 0),
      enqueuedNotCompleted: Number(counts?.enqueued ?? 0),
      failed: Number(counts?.failed ?? 0),
      delayed: Number(counts?.delayed ?? 0),
      oldestDueSeconds,
      relayedTotal: this.relayedTotal,
    };
  }

  /** Failed rows (last failed first) and delayed rows (longest overdue first), at most `limit` of each. */
  async problems(limit = 100): Promise<OutboxProblemRow[]> {
    const em = this.setup.orm.em.fork();
    const failed = await em.find(OutboxEntry, { failedAt: { $ne: null } }, { orderBy: { failedAt: QueryOrder.DESC }, limit });
    const delayed = await em.find(OutboxEntry, this.delayedWhere(), { orderBy: { runAt: QueryOrder.ASC }, limit });
    const row = (entry: OutboxEntry, state: OutboxProblemRow['state']): OutboxProblemRow => ({
      id: entry.id,
      name: entry.name,
      state,
      data: entry.data,
      runAt: entry.runAt,
      createdAt: entry.createdAt,
      failedAt: entry.failedAt ?? null,
      attempts: entry.attempts,
      redrives: entry.redrives,
      lastError: entry.lastError ?? null,
    });
    return [...failed.map((e) => row(e, 'failed')), ...delayed.map((e) => row(e, 'delayed'))];
  }

  /**
   * Sends failed rows again (those of `ids`, or every failed row): they become pending, and the relay
   * hands them to the queue at once, replacing the failed job of the same id, whose handler still
   * runs at most once per id (an e-mail sent before is not sent again). Answers how many.
   */
  async redrive(ids?: string[]): Promise<number> {
    // In a transaction that joins the caller's: a keyed redrive runs inside the idempotency
    // interceptor's, where a query on a fork of its own waits for that transaction on PGlite.
    const count = await inTransaction(this.setup.orm.em, (em) => markForRedrive(em, ids), {
      name: `${this.setup.schema} outbox redrive`,
    });
    if (count > 0) {
      this.logger.warn(`Outbox of ${this.setup.schema}: ${count} failed job(s) sent again`);
      // Once the rows are pending for everyone to see.
      await afterCommit(() => this.nudge());
    }
    return count;
  }

  private delayedWhere() {
    return { completedAt: null, failedAt: null, runAt: { $lt: new Date(Date.now() - this.options.delayedAfterMs) } };
  }

  private exclusive<T>(pass: () => Promise<T>): Promise<T> {
    const run = this.work.then(pass);
    this.work = run.catch(() => undefined);
    return run;
  }

  private kickRelay(): void {
    if (this.state !== 'running') {
      return;
    }
    if (this.relaying) {
      this.relayAgain = true;
      return;
    }
    this.relaying = true;
    clearTimeout(this.relayTimer);
    void this.exclusive(() => this.relayPass()).finally(() => {
      this.relaying = false;
      const again = this.relayAgain && this.refusals === 0;
      this.relayAgain = false;
      if (this.state !== 'running') {
        return;
      }
      if (again) {
        this.kickRelay();
      } else {
        const wait = this.refusals > 0 ? this.backoff() : this.options.relayIntervalMs;
        this.relayTimer = setTimeout(() => this.kickRelay(), wait).unref();
      }
    });
  }

  private backoff(): number {
    return Math.min(this.options.maxBackoffMs, this.options.backoffMs * 2 ** (this.refusals - 1));
  }

  /** Never rejects: a timer runs it. */
  private async relayPass(): Promise<void> {
    try {
      const relayed = await this.relayAll();
      this.refusals = 0;
      this.relayOutage.succeeded(`; ${relayed} job(s) handed over`);
    } catch (error) {
      this.refusals++;
      this.relayOutage.failed(error, 'retrying with backoff');
    }
  }

  private async relayAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const { relayed, more, refusal } = await this.relayBatch();
      total += relayed;
      this.relayedTotal += relayed;
      if (refusal !== undefined) {
        throw refusal;
      }
      if (!more) {
        return total;
      }
    }
  }

  private async relayBatch(): Promise<{ relayed: number; more: boolean; refusal?: unknown }> {
    return inTransaction(
      this.setup.orm.em.fork(),
      async (em) => {
        const rows = await em.find(
          OutboxEntry,
          { enqueuedAt: null },
          {
            orderBy: { createdAt: QueryOrder.ASC, id: QueryOrder.ASC },
            limit: this.options.batchSize,
            lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
          },
        );
        let relayed = 0;
        for (const row of rows) {
          row.attempts++;
          try {
            await this.enqueue(row);
          } catch (refusal) {
            // Committed with the rows handed over so far and this row's attempt count.
            return { relayed, more: false, refusal };
          }
          row.enqueuedAt = new Date();
          relayed++;
        }
        return { relayed, more: rows.length === this.options.batchSize };
      },
      { name: `${this.setup.schema} outbox relay` },
    );
  }

  private enqueue(row: OutboxEntry): Promise<void> {
    const now = Date.now();
    const due = row.runAt.getTime();
    return this.setup.jobs.add(row.name as JobName, row.data as JobMap[JobName], {
      jobId: row.id,
      delayMs: Math.max(0, due - now),
      // What is left of its retry time since it was due (re-added after a loss, it does not start again).
      retryForMs: Math.max(0, due + this.options.retryForMs - Math.max(now, due)),
      // A re-driven row's job failed before: the queue runs it anew. Only then, since asking the
      // queue whether a job failed is one more Redis round trip per row.
      retryFailed: row.redrives > 0,
      requestId: row.requestId ?? null,
    });
  }

  /** One timer at a time: a reconnection's pass takes the place of the next tick, which follows it. */
  private scheduleReconcile(waitMs: number): void {
    clearTimeout(this.reconcileTimer);
    this.reconcileTimer = setTimeout(() => {
      void this.exclusive(() => this.reconcilePass()).finally(() => {
        if (this.state === 'running') {
          this.scheduleReconcile(this.options.reconcileIntervalMs);
        }
      });
    }, waitMs).unref();
  }

  /** Never rejects: a timer runs it. */
  private async reconcilePass(): Promise<void> {
    try {
      const result = await this.reconcileAll();
      this.reconcileOutage.succeeded();
      if (result.readded > 0) {
        this.logger.warn(`Outbox of ${this.setup.schema}: the queue had lost ${result.readded} job(s); added them again`);
      }
    } catch (error) {
      this.reconcileOutage.failed(error, `trying again in ${this.options.reconcileIntervalMs} ms`);
    }
  }

  private async reconcileAll(): Promise<ReconcileResult> {
    const result: ReconcileResult = { completed: 0, failed: 0, readded: 0, deleted: 0 };
    const passStart = new Date();
    for (;;) {
      const checked = await inTransaction(this.setup.orm.em.fork(), (em) => this.reconcileBatch(em, passStart, result), {
        name: `${this.setup.schema} outbox reconcile`,
      });
      if (checked < this.options.batchSize) {
        break;
      }
    }
    const cutoff = new Date(Date.now() - this.options.retentionMs);
    result.deleted = await this.setup.orm.em
      .fork()
      .nativeDelete(OutboxEntry, { $or: [{ completedAt: { $lt: cutoff } }, { failedAt: { $lt: cutoff } }] });
    return result;
  }

  /** Checks the rows least recently checked (and not yet in this pass); answers how many. */
  private async reconcileBatch(em: EntityManager, passStart: Date, result: ReconcileResult): Promise<number> {
    const rows = await em.find(
      OutboxEntry,
      { enqueuedAt: { $ne: null }, completedAt: null, failedAt: null, $or: [{ checkedAt: null }, { checkedAt: { $lt: passStart } }] },
      { orderBy: { checkedAt: QueryOrder.ASC_NULLS_FIRST }, limit: this.options.batchSize, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    for (const row of rows) {
      const state = await this.setup.jobs.state(row.name as JobName, row.id);
      const now = new Date();
      switch (state) {
        case 'completed':
          row.completedAt = now;
          result.completed++;
          break;
        case 'failed': {
          // The queue gave up after its retries (or at once, for a permanent reason): adding it again
          // would only fail again. An admin's redrive() sends it anew.
          const reason = (await this.setup.jobs.failure(row.name as JobName, row.id)) ?? 'failed in the queue';
          row.failedAt = now;
          row.lastError = reason.slice(0, MAX_ERROR_CHARS);
          result.failed++;
          this.logger.error(
            `Outbox of ${this.setup.schema}: job ${row.name} (${row.id}) failed in the queue (${row.lastError}); it shows on the admin page Follow-up work, which can send it again`,
          );
          break;
        }
        case 'unknown':
          // Redis lost it (flushed, restarted empty) or the in-process queue restarted: same id,
          // remaining delay. The handler is idempotent per job id, so a job that had run is harmless.
          row.attempts++;
          await this.enqueue(row);
          this.relayedTotal++;
          result.readded++;
          break;
        case 'waiting':
        case 'delayed':
        case 'active':
          break;
      }
      row.checkedAt = now;
    }
    return rows.length;
  }
}
