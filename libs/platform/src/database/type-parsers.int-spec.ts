import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { BACKING, backingServicesAvailable } from '../../../../tests/support/services';
import { Outbox } from '../outbox/outbox';
import { OutboxEntry } from '../outbox/outbox-entry.entity';
import { mail, openOutboxOrm } from '../outbox/testing/outbox-test-kit';
import { GuardedPgliteDriver, GuardedPostgreSqlDriver } from './guarded-drivers';
import { inTransaction } from './in-transaction';
import { closeSharedPglites, sharedPglite } from './shared-pglite';

const SAME_VALUES = `select
  '2026-11-23 14:00:00+00'::timestamptz as "tz",
  '2026-11-23 14:00:00'::timestamp as "ts",
  '2026-11-23'::date as "day",
  '1 day'::interval as "span",
  9007199254740993::int8 as "big",
  count(*) as "count",
  12.50::numeric as "num",
  7::int4 as "small"`;

/** What a raw query and an entity read answer, with each value's JS type. */
async function answers(orm: MikroORM): Promise<{ raw: Record<string, [string, unknown]>; createdAtIsDate: boolean }> {
  const [row] = await orm.em.fork().getConnection().execute<Record<string, unknown>[]>(SAME_VALUES);
  const raw = Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, [v instanceof Date ? 'Date' : typeof v, v]]));
  const id = await inTransaction(orm.em.fork(), (em) => Outbox.record(em, 'mail.send', mail('kadet@example.ph')));
  const entry = await orm.em.fork().findOneOrFail(OutboxEntry, id);
  return { raw: raw as Record<string, [string, unknown]>, createdAtIsDate: entry.createdAt instanceof Date && entry.runAt instanceof Date };
}

if (await backingServicesAvailable()) {
  describe('database value types', () => {
    const schema = `types_${randomBytes(4).toString('hex')}`;
    let pglite: MikroORM;
    let postgres: MikroORM;

    beforeAll(async () => {
      pglite = await openOutboxOrm(schema, {
        driver: GuardedPgliteDriver,
        dbName: 'lakbay',
        driverOptions: { pglite: () => sharedPglite('memory://types') },
      });
      postgres = await openOutboxOrm(schema, { driver: GuardedPostgreSqlDriver, clientUrl: BACKING.postgres });
    }, 60_000);

    afterAll(async () => {
      await postgres.em.fork().getConnection().execute(`drop schema "${schema}" cascade`);
      await postgres.close(true);
      await pglite.close(true);
      await closeSharedPglites();
    });

    it('answers the same JS types and values on PGlite as on PostgreSQL', async () => {
      const onPglite = await answers(pglite);
      const onPostgres = await answers(postgres);
      expect(onPglite).toEqual(onPostgres);
      // What PostgreSQL's `pg` answers, spelled out: text for dates and 64-bit or exact numbers.
      expect(onPostgres.raw).toEqual({
        tz: ['string', expect.stringMatching(/^2026-11-23 14:00:00\+00/)],
        ts: ['string', '2026-11-23 14:00:00'],
        day: ['string', '2026-11-23'],
        span: ['string', '1 day'],
        big: ['string', '9007199254740993'],
        count: ['string', '1'],
        num: ['string', '12.50'],
        small: ['number', 7],
      });
      expect(onPostgres.createdAtIsDate).toBe(true);
    });
  });
}
