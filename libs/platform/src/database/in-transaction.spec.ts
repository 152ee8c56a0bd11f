import { MikroORM } from '@mikro-orm/core';
import type { ClientProxy } from '@nestjs/microservices';
import type { AppConfig } from '../config';
import { ServiceError } from '../errors';
import { afterCommit } from '../idempotency/after-commit';
import { eventPattern } from '@lakbay/contracts';
import { lastValueFrom } from 'rxjs';
import { InProcessBus } from '../transport/in-process-bus';
import { InProcessClient } from '../transport/in-process.client';
import { ServiceClient } from '../transport/service-client';
import { inTransaction } from './in-transaction';
import { ormOptions } from './orm-options';
import { closeSharedPglites } from './shared-pglite';

// Two services on standalone mode's shared PGlite; RPC_TIMEOUT_MS 1000 gives a 500 ms wait limit.
const config = { mode: 'standalone', rpcTimeoutMs: 1000, database: { pgliteDir: 'memory://in-transaction' } } as AppConfig;

function serviceOrm(schema: string): Promise<MikroORM> {
  return MikroORM.init({ ...ormOptions(config, { schema, entities: [], migrations: [] }), discovery: { warnWhenNoEntities: false } });
}

/** Holds a transaction of orm open until the returned release is called. */
async function holdTransaction(orm: MikroORM): Promise<{ release: () => void; done: Promise<void> }> {
  let release = () => {};
  let begun = () => {};
  const started = new Promise<void>((resolve) => (begun = resolve));
  const done = inTransaction(orm.em.fork(), async (em) => {
    await em.getConnection().execute('select 1', [], 'all', em.getTransactionContext());
    begun();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await started;
  return { release, done };
}

describe('inTransaction', () => {
  let users: MikroORM;
  let content: MikroORM;

  beforeAll(async () => {
    users = await serviceOrm('users');
    content = await serviceOrm('content');
    // Boots PGlite and connects both, as a service's start does, outside the timed tests.
    await users.em.fork().getConnection().execute('select 1');
    await content.em.fork().getConnection().execute('select 1');
  }, 60_000);

  afterAll(async () => {
    await users.close();
    await content.close();
    await closeSharedPglites();
  });

  describe('wait limit', () => {
    it("answers 503 within the limit when another service's transaction holds the database too long", async () => {
      const held = await holdTransaction(users);
      try {
        const started = Date.now();
        const err = await inTransaction(content.em.fork(), async () => 'never').catch((e: unknown) => e);
        const tookMs = Date.now() - started;
        expect(err).toBeInstanceOf(ServiceError);
        expect(err).toMatchObject({ status: 503, message: 'The content database is busy. Please try again shortly.' });
        expect(tookMs).toBeGreaterThanOrEqual(450);
        // The other transaction is held until the end of the test: any answer before then came from
        // the limit. Wide, as a loaded machine fires the timer late (1,090 ms seen on CI).
        expect(tookMs).toBeLessThan(5000);
      } finally {
        held.release();
        await held.done;
      }
    });

    it('answers 503 within the limit to a second transaction of the same service', async () => {
      const held = await holdTransaction(users);
      try {
        await expect(inTransaction(users.em.fork(), async () => 'never')).rejects.toMatchObject({
          status: 503,
          message: 'The users database is busy. Please try again shortly.',
        });
      } finally {
        held.release();
        await held.done;
      }
    });

    it('runs a waiting transaction once the open one commits within the limit', async () => {
      const held = await holdTransaction(users);
      const waiting = inTransaction(content.em.fork(), async (em) =>
        em.getConnection().execute('select 2 as two', [], 'all', em.getTransactionContext()),
      );
      setTimeout(() => held.release(), 100);
      await expect(waiting).resolves.toEqual([{ two: 2 }]);
      await held.done;
    });
  });

  describe('guard', () => {
    const neverCalled = {
      send: () => {
        throw new Error('the transport was called');
      },
      emit: () => {
        throw new Error('the transport was called');
      },
    };
    const client = new ServiceClient(neverCalled as unknown as ClientProxy, config);

    it('refuses ServiceClient.send inside a transaction, naming the command and the transaction', async () => {
      const sent = inTransaction(users.em.fork(), () => client.send('users.auth.session', { token: 't' }), {
        name: 'users.profile.update',
      });
      await expect(sent).rejects.toThrow(`ServiceClient.send('users.auth.session') inside the open transaction "users.profile.update"`);
    });

    it('refuses a query on a second EntityManager of the same service inside a transaction', async () => {
      const other = users.em.fork();
      const query = inTransaction(users.em.fork(), () => other.getConnection().execute('select 1 as one'));
      await expect(query).rejects.toThrow(
        /^A query on another EntityManager \(select 1 as one\) inside the open transaction "users transaction"/,
      );
    });

    it("refuses a query on another service's EntityManager inside a transaction", async () => {
      const query = inTransaction(users.em.fork(), () => content.em.fork().getConnection().execute('select 1 as one'));
      await expect(query).rejects.toThrow(/A query on another EntityManager .* inside the open transaction "users transaction"/);
    });

    it("refuses another service's transaction inside a transaction", async () => {
      const nested = inTransaction(users.em.fork(), () => inTransaction(content.em.fork(), async () => 1));
      await expect(nested).rejects.toThrow(
        /a transaction on another EntityManager \(content transaction\) inside the open transaction "users transaction"/,
      );
    });

    it('refuses an event inside a transaction, and sends it after the commit', async () => {
      const events = new InProcessClient(new InProcessBus());
      const inside = inTransaction(users.em.fork(), async () => {
        await lastValueFrom(events.emit(eventPattern('users.changed'), { seq: 1 }), { defaultValue: undefined });
      });
      await expect(inside).rejects.toThrow(/^An event \(.*users\.changed.*\) inside the open transaction "users transaction"/);
      const sent: string[] = [];
      await inTransaction(users.em.fork(), async () => {
        await afterCommit(async () => {
          await lastValueFrom(events.emit(eventPattern('users.changed'), { seq: 2 }), { defaultValue: undefined });
          sent.push('after commit');
        });
      });
      expect(sent).toEqual(['after commit']);
    });

    it("lets the transaction's own EntityManager query, and a nested call join it", async () => {
      const answer = await inTransaction(users.em.fork(), async (em) => {
        const [row] = await em.getConnection().execute<{ one: number }[]>('select 1 as one', [], 'all', em.getTransactionContext());
        const nested = await inTransaction(em, async (inner) =>
          inner.getConnection().execute<{ two: number }[]>('select 2 as two', [], 'all', inner.getTransactionContext()),
        );
        return [row?.one, nested[0]?.two];
      });
      expect(answer).toEqual([1, 2]);
    });

    it('lets afterCommit work call another service once the transaction has committed', async () => {
      const order: string[] = [];
      await inTransaction(users.em.fork(), async () => {
        await afterCommit(async () => {
          order.push('after commit');
          await content.em.fork().getConnection().execute('select 1');
        });
        order.push('in transaction');
      });
      expect(order).toEqual(['in transaction', 'after commit']);
    });
  });
});
