import { memoryOrm, recordMigrationsAtStart, seedOnce } from '@lakbay/platform';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { usersService } from '../definition';

// Issue 25: demo data is made once, on the first start of an empty database, and never again.
// The seed here only counts its runs (the demo seed itself hashes passwords for seconds; the
// integration suite privacy.int-spec deletes a demo account and restarts the platform).

describe('seedOnce', () => {
  let orm: MikroORM;
  let migrations: number;
  let runs = 0;
  const counted = (em: EntityManager) => {
    void em;
    runs += 1;
    return Promise.resolve();
  };
  const seed = (options?: { force?: boolean }) => seedOnce(orm, 'users', counted, options);

  beforeAll(async () => {
    Logger.overrideLogger(false);
    orm = await memoryOrm(usersService);
    migrations = (await orm.migrator.getExecuted()).length;
  }, 120_000);
  beforeEach(async () => {
    runs = 0;
    await orm.em.getConnection().execute('drop table if exists "users"."seed_state"');
  });
  afterAll(async () => {
    await orm.close();
    Logger.overrideLogger(['log', 'error', 'warn']);
  });

  it('seeds an empty database on its first start (every migration applied by it), and never again', async () => {
    recordMigrationsAtStart(orm, migrations);
    await expect(seed()).resolves.toBe('seeded');
    await expect(seed()).resolves.toBe('already');
    // A later start applies nothing: still not seeded again.
    recordMigrationsAtStart(orm, 0);
    await expect(seed()).resolves.toBe('already');
    expect(runs).toBe(1);
  });

  it('seeds again when asked by name (db.js seed)', async () => {
    recordMigrationsAtStart(orm, migrations);
    await seed();
    await expect(seed({ force: true })).resolves.toBe('seeded');
    expect(runs).toBe(2);
  });

  it('finishes a seed that a start cut off midway', async () => {
    recordMigrationsAtStart(orm, migrations);
    await expect(seedOnce(orm, 'users', () => Promise.reject(new Error('killed mid-seed')))).rejects.toThrow('killed mid-seed');
    // The next start migrated nothing, yet the seed was begun and not finished: it runs.
    recordMigrationsAtStart(orm, 0);
    await expect(seed()).resolves.toBe('seeded');
    await expect(seed()).resolves.toBe('already');
    expect(runs).toBe(1);
  });

  it('adopts a database migrated before this start without seeding it (its demo data came from earlier starts)', async () => {
    recordMigrationsAtStart(orm, 0);
    await expect(seed()).resolves.toBe('adopted');
    await expect(seed()).resolves.toBe('already');
    expect(runs).toBe(0);
  });
});
