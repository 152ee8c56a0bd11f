/** How an OutboxRelay paces itself; tests shorten the intervals. */
export interface OutboxRelayOptions {
  /** How often pending rows are looked for besides the nudges, in ms; default 5 000. */
  relayIntervalMs?: number;
  /** How often enqueued rows are checked against the queue, in ms; default 30 000. */
  reconcileIntervalMs?: number;
  /** Wait after the queue refused a job, in ms, doubled on each further refusal up to maxBackoffMs; default 1 000. */
  backoffMs?: number;
  /** Longest wait between tries while the queue refuses jobs, in ms; default 30 000. */
  maxBackoffMs?: number;
  /** How long completed and failed rows are kept, in ms; default 7 days. */
  retentionMs?: number;
  /** Rows per transaction; default 100. */
  batchSize?: number;
  /** How long a job that fails is retried after it was due, in ms (the queue's capped backoff); default 24 h. */
  retryForMs?: number;
  /** After how long past its due time unfinished work counts as delayed, in ms; default 15 min. */
  delayedAfterMs?: number;
}

export const OUTBOX_RELAY_DEFAULTS: Required<OutboxRelayOptions> = {
  relayIntervalMs: 5_000,
  reconcileIntervalMs: 30_000,
  backoffMs: 1_000,
  maxBackoffMs: 30_000,
  retentionMs: 7 * 24 * 3600 * 1000,
  batchSize: 100,
  retryForMs: 24 * 3600 * 1000,
  delayedAfterMs: 15 * 60 * 1000,
};

/** What an observability exporter publishes about one service's outbox. */
export interface OutboxMetrics {
  /** Rows not yet handed to the queue. */
  pending: number;
  /** Rows the queue took whose job has not been seen completed (or failed) yet. */
  enqueuedNotCompleted: number;
  /** Rows whose job the queue gave up on; they are not added again until an admin re-drives them. */
  failed: number;
  /** Unfinished rows (pending or enqueued) due more than delayedAfterMs ago. */
  delayed: number;
  /** Seconds since the oldest unfinished row was due (0: none). */
  oldestDueSeconds: number;
  /** Rows this process handed to the queue since it started, re-adds included. */
  relayedTotal: number;
}

/** What one reconciliation pass did. */
export interface ReconcileResult {
  completed: number;
  failed: number;
  /** Jobs the queue had lost, added again under the same id. */
  readded: number;
  /** Finished rows past their retention, deleted. */
  deleted: number;
}

/** One row an admin should look at: its job gave up, or is long overdue. */
export interface OutboxProblemRow {
  id: string;
  name: string;
  state: 'failed' | 'delayed';
  data: unknown;
  runAt: Date;
  createdAt: Date;
  failedAt: Date | null;
  attempts: number;
  redrives: number;
  lastError: string | null;
}
