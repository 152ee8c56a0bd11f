import { type AppConfig, memoryOrm, recordMigrationsAtStart, seedOnce } from '@lakbay/platform';
import type { MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { usersService } from '../definition';
import { User } from '../entities/user.entity';
import { DEMO_KADET, seedDemoAccounts } from './demo-accounts';

// Issue 25: demo data is made once, on the first start of an empty database, and never again.

const config = {
  http: { publicUrl: 'https://lakbay.test' },
  seed: { demoData: true, adminEmail: 'admin@demo.lakbay.ph', adminPassword: 'lakbay-admin-demo' },
} as AppConfig;
const seed = (orm: MikroORM) => seedOnce(orm, 'users', (em) => seedDemoAccounts(em, config));
const demoKadets = (orm: MikroORM) => orm.em.fork().count(User, { email: DEMO_KADET.email });

describe('seedOnce with the demo accounts', () => {
  const orms: MikroORM[] = [];
  const fresh = async (appliedAtStart: 'all' | 'none') => {
    const orm = await memoryOrm(usersService);
    orms.push(orm);
    recordMigrationsAtStart(orm, appliedAtStart === 'all' ? (await orm.migrator.getExecuted()).length : 0);
    return orm;
  };

  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  afterAll(async () => {
    await Promise.all(orms.map((orm) => orm.close()));
    Logger.overrideLogger(['log', 'error', 'warn']);
  });

  it('seeds an empty database on its first start, and never again: a deleted demo account stays deleted', async () => {
    const orm = await fresh('all');
    await expect(seed(orm)).resolves.toBe('seeded');
    expect(await demoKadets(orm)).toBe(1);
    await orm.em.fork().nativeDelete(User, { email: DEMO_KADET.email });
    await expect(seed(orm)).resolves.toBe('already');
    expect(await demoKadets(orm)).toBe(0);
  }, 30_000);

  it('makes it again when asked by name (db.js seed)', async () => {
    const orm = await fresh('all');
    await seed(orm);
    await orm.em.fork().nativeDelete(User, { email: DEMO_KADET.email });
    await expect(seedOnce(orm, 'users', (em) => seedDemoAccounts(em, config), { force: true })).resolves.toBe('seeded');
    expect(await demoKadets(orm)).toBe(1);
  }, 30_000);

  it('finishes a seed that a start cut off midway', async () => {
    const orm = await fresh('all');
    await expect(seedOnce(orm, 'users', () => Promise.reject(new Error('killed mid-seed')))).rejects.toThrow('killed mid-seed');
    // The next start did not migrate anything, yet the seed was begun and not finished: it runs.
    recordMigrationsAtStart(orm, 0);
    await expect(seed(orm)).resolves.toBe('seeded');
    expect(await demoKadets(orm)).toBe(1);
  }, 30_000);

  it('adopts a database migrated before this start without seeding it (its demo data came from earlier starts)', async () => {
    const orm = await fresh('none');
    await expect(seed(orm)).resolves.toBe('adopted');
    expect(await orm.em.fork().count(User, {})).toBe(0);
    await expect(seed(orm)).resolves.toBe('already');
  }, 30_000);
});
