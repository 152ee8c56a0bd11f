import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lakbay/contracts';
import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { PgliteDriver } from '@mikro-orm/pglite';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { defer, lastValueFrom } from 'rxjs';
import { type CallContext, runInCall } from '../context';
import { afterCommit } from './after-commit';
import { idempotencyTableSql } from './idempotency-table';
import { IdempotencyInterceptor } from './idempotency.interceptor';

const SCHEMA = 'idempotency_spec';

@Entity({ tableName: 'note', schema: SCHEMA })
class Note {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  text!: string;
}

let orm: MikroORM;
let runs = 0;
let failNext = false;
const events: string[] = [];

/** Handlers as a service writes them: the global EntityManager injected, its own transactions inside. */
class Handlers {
  constructor(private readonly em: EntityManager) {}

  @MessagePattern({ cmd: 'content.admin.faqs.create' })
  async create(data: { text: string }): Promise<{ id: string; text: string; run: number }> {
    runs++;
    const note = this.em.create(Note, { text: data.text });
    await this.em.flush();
    // A nested transaction of the handler's own: a savepoint in the interceptor's transaction.
    await this.em.transactional(async (tx) => {
      tx.create(Note, { text: `${data.text} (log)` });
    });
    await afterCommit(() => events.push(`created ${data.text}`));
    if (failNext) {
      failNext = false;
      throw new Error('handler failed after writing');
    }
    return { id: note.id, text: note.text, run: runs };
  }

  @MessagePattern({ cmd: 'content.faqs.list' })
  list(): number {
    return ++runs;
  }

  @EventPattern({ event: 'content.changed' })
  changed(): number {
    return ++runs;
  }
}

type HandlerName = 'create' | 'list' | 'changed';

// The undecorated function itself: Nest reads the message pattern from its metadata.
const handlerOf = (name: HandlerName) => Reflect.get(Handlers.prototype, name) as (...args: unknown[]) => unknown;

describe(IdempotencyInterceptor.name, () => {
  let handlers: Handlers;
  let interceptor: IdempotencyInterceptor;
  let clock = Date.now();

  /** One message through the interceptor as a service runs it: in its call, in a request context. */
  function send(name: HandlerName, data: unknown, call: Partial<CallContext> = {}): Promise<unknown> {
    const handler = handlerOf(name);
    const context = new ExecutionContextHost([data, {}], Handlers, handler);
    context.setType('rpc');
    return runInCall({ requestId: randomUUID(), ...call }, () =>
      RequestContext.create(orm.em, () =>
        lastValueFrom(interceptor.intercept(context, { handle: () => defer(async () => handler.call(handlers, data)) })),
      ),
    );
  }

  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T>(query, params);
  const notes = async () => Number((await sql<{ n: string }[]>(`select count(*) as n from "${SCHEMA}"."note"`))[0]?.n);
  const keys = async () => Number((await sql<{ n: string }[]>(`select count(*) as n from "${SCHEMA}"."idempotency_keys"`))[0]?.n);
  const keyed = (key = randomUUID()): Partial<CallContext> => ({
    userId: 'user-1',
    idempotencyKey: key,
    idempotencyFingerprint: 'POST /faqs {a}',
  });

  beforeAll(async () => {
    orm = await MikroORM.init({
      driver: PgliteDriver,
      dbName: 'memory://',
      entities: [Note],
      metadataProvider: ReflectMetadataProvider,
      allowGlobalContext: false,
      debug: false,
    });
    await sql(`create schema "${SCHEMA}"`);
    await sql(`create table "${SCHEMA}"."note" ("id" uuid primary key, "text" text not null)`);
    for (const statement of idempotencyTableSql(SCHEMA)) {
      await sql(statement);
    }
    handlers = new Handlers(orm.em);
  }, 60000);

  afterAll(async () => {
    await orm?.close();
  });

  beforeEach(async () => {
    await sql(`delete from "${SCHEMA}"."note"`);
    await sql(`delete from "${SCHEMA}"."idempotency_keys"`);
    runs = 0;
    failNext = false;
    events.length = 0;
    clock = Date.now();
    interceptor = new IdempotencyInterceptor(orm, SCHEMA, () => clock);
  });

  it('runs a keyed write once and answers its stored reply to a repeat', async () => {
    const call = keyed();
    const first = await send('create', { text: 'a' }, call);
    const again = await send('create', { text: 'a' }, call);
    expect(again).toEqual(first);
    expect(runs).toBe(1);
    expect(await notes()).toBe(2);
    expect(events).toEqual(['created a']);
  });

  it('refuses the key with a different request (422) without running the handler', async () => {
    const key = randomUUID();
    await send('create', { text: 'a' }, keyed(key));
    const other = send('create', { text: 'b' }, { ...keyed(key), idempotencyFingerprint: 'POST /faqs {b}' });
    await expect(other).rejects.toMatchObject({ status: 422, code: ErrorCode.IDEMPOTENCY_KEY_REUSED });
    expect(runs).toBe(1);
    expect(await notes()).toBe(2);
  });

  it('rolls the claim back with every write of a failed handler, its own transactions included, so a retry runs again', async () => {
    const call = keyed();
    failNext = true;
    await expect(send('create', { text: 'a' }, call)).rejects.toThrow('handler failed after writing');
    // The note flushed through the injected EntityManager and the one of the handler's nested
    // transaction are gone with the claim: they ran in the interceptor's transaction.
    expect(await notes()).toBe(0);
    expect(await keys()).toBe(0);
    expect(events).toEqual([]);

    const retried = await send('create', { text: 'a' }, call);
    expect(retried).toMatchObject({ text: 'a', run: 2 });
    expect(await notes()).toBe(2);
    expect(events).toEqual(['created a']);
  });

  it('holds afterCommit work until the commit', async () => {
    let seen: { inTransaction: boolean; notes?: number } | undefined;
    const context = new ExecutionContextHost([{ text: 'x' }, {}], Handlers, handlerOf('create'));
    context.setType('rpc');
    const work = defer(async () => {
      orm.em.create(Note, { text: 'x' });
      await orm.em.flush();
      await afterCommit(async () => {
        // Counted from outside (only once out of the transaction: PGlite would wait for it).
        seen = { inTransaction: orm.em.isInTransaction() };
        if (!seen.inTransaction) {
          seen.notes = await notes();
        }
      });
    });
    await runInCall({ requestId: 'r', ...keyed() }, () =>
      RequestContext.create(orm.em, () =>
        lastValueFrom(interceptor.intercept(context, { handle: () => work }), { defaultValue: undefined }),
      ),
    );
    expect(seen).toEqual({ inTransaction: false, notes: 1 });
  });

  it('lets one of two requests with one key at once run, and answers the other with its reply', async () => {
    const call = keyed();
    const [a, b] = await Promise.all([send('create', { text: 'a' }, call), send('create', { text: 'a' }, call)]);
    expect(a).toEqual(b);
    expect(runs).toBe(1);
  });

  it('does nothing without a key, for reads and for events', async () => {
    await send('create', { text: 'a' });
    await send('create', { text: 'a' });
    const call = keyed();
    await send('list', {}, call);
    await send('list', {}, call);
    await send('changed', { seq: 1 }, call);
    await send('changed', { seq: 1 }, call);
    expect(runs).toBe(6);
    expect(await keys()).toBe(0);
  });

  it('keeps one key of two users apart', async () => {
    const key = randomUUID();
    await send('create', { text: 'a' }, keyed(key));
    await send('create', { text: 'a' }, { ...keyed(key), userId: 'user-2' });
    await send('create', { text: 'a' }, { ...keyed(key), userId: undefined });
    expect(runs).toBe(3);
  });

  it('fingerprints the payload of a call that came with a key but no HTTP fingerprint', async () => {
    const call = { idempotencyKey: randomUUID() };
    await send('create', { text: 'a' }, call);
    expect(await send('create', { text: 'a' }, call)).toMatchObject({ run: 1 });
    await expect(send('create', { text: 'b' }, call)).rejects.toMatchObject({ status: 422 });
  });

  it('keeps neither the key nor a readable reply in the table', async () => {
    const key = randomUUID();
    await send('create', { text: 'visible-text' }, keyed(key));
    const dump = JSON.stringify(await sql(`select * from "${SCHEMA}"."idempotency_keys"`));
    expect(dump).not.toContain(key);
    expect(dump).not.toContain('visible-text');
  });

  it('runs again a key whose outcome is older than 24 hours', async () => {
    const call = keyed();
    await send('create', { text: 'a' }, call);
    await sql(`update "${SCHEMA}"."idempotency_keys" set "created_at" = now() - interval '25 hours'`);
    expect(await send('create', { text: 'a' }, call)).toMatchObject({ run: 2 });
    expect(await keys()).toBe(1);
  });

  it('sweeps outcomes older than 24 hours and keeps newer ones', async () => {
    const row = `insert into "${SCHEMA}"."idempotency_keys" values ('user-9', ?, 'content.admin.faqs.create', 'f', '', ?)`;
    await sql(row, ['old', new Date(Date.now() - 25 * 3600 * 1000)]);
    await sql(row, ['new', new Date(Date.now() - 23 * 3600 * 1000)]);
    expect(await interceptor.sweep()).toBe(1);
    expect(await sql(`select "key_hash" from "${SCHEMA}"."idempotency_keys"`)).toEqual([{ key_hash: 'new' }]);
  });

  it('sweeps by itself after a keyed write, at most once an hour', async () => {
    let aged = 0;
    const insertAged = () =>
      sql(
        `insert into "${SCHEMA}"."idempotency_keys" values ('user-9', ?, 'content.admin.faqs.create', 'f', '', now() - interval '25 hours')`,
        [`aged-${++aged}`],
      );
    const until = async (count: number) => {
      for (let i = 0; i < 100 && (await keys()) !== count; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      return keys();
    };
    await insertAged();
    await send('create', { text: 'a' }, keyed());
    expect(await until(1)).toBe(1);
    await insertAged();
    await send('create', { text: 'b' }, keyed());
    await new Promise((r) => setTimeout(r, 100));
    expect(await keys()).toBe(3);
    clock += 61 * 60 * 1000;
    await send('create', { text: 'c' }, keyed());
    expect(await until(3)).toBe(3);
  });
});
