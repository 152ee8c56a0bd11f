import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { JobMap, JobName } from '@lakbay/contracts';
import { Injectable } from '@nestjs/common';
import { currentCall } from '../context';
import { OutboxEntry } from './outbox-entry.entity';
import type { OutboxMetrics } from './outbox-relay-options';
import { OutboxRelay } from './outbox-relay';

export interface RecordOptions {
  /** Not before this time (e.g. a reminder); default now. */
  runAt?: Date;
  /** The row and job id, a uuid; default a new one. A fixed id recorded twice fails the transaction. */
  id?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A service's transactional outbox: record() writes a job in the caller's transaction, so it exists
 * exactly when the change that causes it committed; nothing touches Redis there. After the commit,
 * nudge() lets the relay hand it to the queue at once (the relay's timer would find it anyway).
 */
@Injectable()
export class Outbox {
  constructor(private readonly relay: OutboxRelay) {}

  /** Inserts the job now through `em`, inside its transaction; answers the job id. */
  static async record<J extends JobName>(em: EntityManager, name: J, data: JobMap[J], opts: RecordOptions = {}): Promise<string> {
    const id = opts.id ?? randomUUID();
    if (!UUID.test(id)) {
      throw new TypeError(`Outbox id of job ${name} must be a uuid, got ${JSON.stringify(id)}`);
    }
    const now = new Date();
    await em.insert(OutboxEntry, {
      id,
      name,
      // The queue carries JSON: store what the handler will see.
      data: JSON.parse(JSON.stringify(data)) as unknown,
      runAt: opts.runAt ?? now,
      createdAt: now,
      requestId: currentCall()?.requestId ?? null,
    });
    return id;
  }

  nudge(): void {
    this.relay.nudge();
  }

  /** Counts for an exporter (e.g. Prometheus gauges); queries the database. */
  metrics(): Promise<OutboxMetrics> {
    return this.relay.metrics();
  }
}
