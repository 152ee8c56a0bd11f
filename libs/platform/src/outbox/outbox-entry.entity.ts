import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A job recorded in the same transaction as the change that causes it (table `outbox` in the
 * service's own schema), then handed to the job queue by the OutboxRelay. No schema here: each
 * service's ORM puts it in its own.
 */
@Entity({ tableName: 'outbox' })
export class OutboxEntry {
  /** Also the job id, so relaying a row twice enqueues one job. */
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** A JobName of @lakbay/contracts. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'json' })
  data!: unknown;

  /** Not before this time (reminders); the relay enqueues with the remaining delay. */
  @Property({ type: 'datetime' })
  runAt!: Date;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** The request that recorded it, restored around the job's handler. */
  @Property({ type: 'text', nullable: true })
  requestId?: string | null = null;

  /** Set once the queue took the job; null: pending. */
  @Property({ type: 'datetime', nullable: true })
  enqueuedAt?: Date | null = null;

  /** Set when reconciliation finds the job completed. */
  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null = null;

  /** Set when reconciliation finds the job failed (the queue gave up): it is not added again. */
  @Property({ type: 'datetime', nullable: true })
  failedAt?: Date | null = null;

  /** Last time reconciliation asked the queue about it; spreads the checks over the rows. */
  @Property({ type: 'datetime', nullable: true })
  checkedAt?: Date | null = null;

  /** Times the relay handed it to the queue, failed tries and re-adds after a loss included. */
  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  /** Why the job gave up (the queue's last error), kept after a re-drive until the job completes. */
  @Property({ type: 'text', nullable: true })
  lastError?: string | null = null;

  /** Times an admin sent it again after it failed. */
  @Property({ type: 'integer' })
  redrives: number & Opt = 0;
}
