/** The domain services that keep a transactional outbox (follow-up work recorded with their writes). */
export const OUTBOX_SERVICES = ['users', 'content', 'scheduling', 'apprenticeship'] as const;
export type OutboxServiceName = (typeof OUTBOX_SERVICES)[number];

/** One piece of follow-up work an admin should look at: it gave up, or is long overdue. */
export interface FollowUpWorkItem {
  service: OutboxServiceName;
  /** The outbox row's id, also the job's id. */
  id: string;
  /** The job, e.g. mail.send. */
  job: string;
  /** failed: retrying stopped (a permanent reason, or its retry time ran out); delayed: still being retried, long overdue. */
  state: 'failed' | 'delayed';
  /** What it is, for a person: an e-mail's subject and recipient; otherwise the job. */
  summary: string;
  /** When it was due (ISO 8601). */
  dueAt: string;
  failedAt: string | null;
  /** Times it was handed to the queue (re-adds after a lost queue included). */
  attempts: number;
  /** Times an admin sent it again. */
  redrives: number;
  /** Why it gave up (the last error), or null. */
  lastError: string | null;
}

/** Counts of one service's follow-up work by state. */
export interface FollowUpWorkCounts {
  /** Recorded, not yet handed to the queue. */
  pending: number;
  /** Handed to the queue, not finished. */
  enqueued: number;
  delayed: number;
  failed: number;
}

export interface OutboxProblemsRequest {
  /** At most this many failed and this many delayed items (default 100). */
  limit?: number;
}

export interface OutboxProblemsReply {
  service: OutboxServiceName;
  counts: FollowUpWorkCounts;
  items: FollowUpWorkItem[];
}

export interface OutboxRedriveRequest {
  /** The failed items to send again; every failed item of the service when omitted. */
  ids?: string[];
}

export interface OutboxRedriveReply {
  service: OutboxServiceName;
  /** How many failed items became pending again. */
  redriven: number;
}

/** `<service>.outbox.problems` and `<service>.outbox.redrive` for each service with an outbox. */
export type OutboxMessages = {
  [S in OutboxServiceName as `${S}.outbox.problems`]: [OutboxProblemsRequest, OutboxProblemsReply];
} & {
  [S in OutboxServiceName as `${S}.outbox.redrive`]: [OutboxRedriveRequest, OutboxRedriveReply];
};

export const outboxProblemsCommand = <S extends OutboxServiceName>(service: S): `${S}.outbox.problems` => `${service}.outbox.problems`;
export const outboxRedriveCommand = <S extends OutboxServiceName>(service: S): `${S}.outbox.redrive` => `${service}.outbox.redrive`;

/** One service on the admin page Follow-up work: its counts, or why it could not be asked. */
export interface FollowUpWorkServiceStatus {
  service: OutboxServiceName;
  /** All zero when the service did not answer. */
  counts: FollowUpWorkCounts;
  reachable: boolean;
  /** Why the service could not be asked (reachable false). */
  error?: string;
}

/** GET /api/v2/admin/follow-up-work: every service with an outbox, and their failed and delayed work. */
export interface FollowUpWorkOverview {
  services: FollowUpWorkServiceStatus[];
  /** Every service's items: failed (newest failure first), then delayed (longest overdue first). */
  items: FollowUpWorkItem[];
}

/** POST /api/v2/admin/follow-up-work/redrive. */
export interface FollowUpWorkRedriveRequest extends OutboxRedriveRequest {
  service: OutboxServiceName;
}
