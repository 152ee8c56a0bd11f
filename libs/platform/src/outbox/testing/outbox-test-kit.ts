import type { JobMap, JobName, SendMailJob } from '@lakbay/contracts';
import { MikroORM, type Options } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migration, Migrator } from '@mikro-orm/migrations';
import type { AddJobOptions, JobHandler, JobQueue, JobState, ProcessOptions, RepeatOptions } from '../../jobs';
import { OutboxEntry } from '../outbox-entry.entity';
import type { OutboxLogger } from '../outbox-logger';
import { outboxLastErrorSql, outboxTableSql } from '../outbox-table.sql';

/** An ORM on the given driver options holding only the outbox table, in `schema`. */
export async function openOutboxOrm(schema: string, driver: Partial<Options>): Promise<MikroORM> {
  class OutboxTable extends Migration {
    override up(): void {
      for (const statement of [...outboxTableSql(schema).up, ...outboxLastErrorSql(schema).up]) {
        this.addSql(statement);
      }
    }
  }
  const orm = await MikroORM.init({
    ...driver,
    entities: [OutboxEntry],
    schema,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: [{ name: 'outbox', class: OutboxTable }], schema, transactional: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    debug: false,
  });
  await orm.migrator.up();
  return orm;
}

/** A JobQueue that can refuse (as BullMQ does while Redis is down) and be swapped for an empty one (Redis flushed). */
export class SwitchableQueue implements JobQueue {
  refusing = false;
  readonly added: string[] = [];
  private readonly reconnectListeners = new Set<() => void>();

  constructor(public inner: JobQueue) {}

  async add<J extends JobName>(name: J, data: JobMap[J], opts?: AddJobOptions): Promise<void> {
    this.refuseIfDown();
    this.added.push(opts?.jobId ?? '?');
    await this.inner.add(name, data, opts);
  }

  process<J extends JobName>(name: J, handler: JobHandler<JobMap[J]>, opts?: ProcessOptions): void {
    this.inner.process(name, handler, opts);
  }

  async state<J extends JobName>(name: J, jobId: string): Promise<JobState> {
    this.refuseIfDown();
    return this.inner.state(name, jobId);
  }

  async failure<J extends JobName>(name: J, jobId: string): Promise<string | undefined> {
    this.refuseIfDown();
    return this.inner.failure(name, jobId);
  }

  repeat<J extends JobName>(name: J, everyMs: number, data: JobMap[J], opts?: RepeatOptions): Promise<void> {
    return this.inner.repeat(name, everyMs, data, opts);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** How many listen for reconnections (a stopped relay no longer does). */
  get reconnectListenerCount(): number {
    return this.reconnectListeners.size;
  }

  /** What the BullMQ queue does when its connection to Redis is back: tells every listener. */
  reconnect(): void {
    this.refusing = false;
    for (const listener of this.reconnectListeners) {
      listener();
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private refuseIfDown(): void {
    if (this.refusing) {
      throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    }
  }
}

export class RecordingOutboxLogger implements OutboxLogger {
  readonly logs: string[] = [];
  readonly warnings: string[] = [];
  readonly errors: string[] = [];
  log(message: string): void {
    this.logs.push(message);
  }
  warn(message: string): void {
    this.warnings.push(message);
  }
  error(message: string): void {
    this.errors.push(message);
  }
}

export function mail(to: string): SendMailJob {
  return { to, subject: 'Hello', text: 'Hello there' };
}
