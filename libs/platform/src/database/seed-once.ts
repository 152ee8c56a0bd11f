import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';

/**
 * How a start treats a service's demo seed: it ran now, it ran before (or a database from before
 * this rule was adopted as seeded), or there is no demo data to make.
 */
export type SeedOutcome = 'seeded' | 'already' | 'adopted';

/** Migrations each ORM applied when its process started (DatabaseModule), to tell an empty database. */
const appliedAtStart = new WeakMap<MikroORM, number>();

export function recordMigrationsAtStart(orm: MikroORM, applied: number): void {
  appliedAtStart.set(orm, applied);
}

const table = (schema: string) => `"${schema}"."seed_state"`;

/**
 * Runs a service's demo seed once per database, so demo accounts an operator deleted never come
 * back: on the first start of an empty database (every migration applied by this start), or, when
 * this process does not migrate (distributed, SEED_DEMO_DATA=true), on the first start that asks.
 * The state is one row in the service's schema (`seed_state`, made on first use): 'started' before
 * the seed and 'done' after, so a start cut off mid-seed finishes it next time (seeds only add what
 * is missing). A database that was migrated before this start and has no row at all predates the
 * rule: its demo data was made by earlier starts, so it is marked done without seeding.
 */
export async function seedOnce(
  orm: MikroORM,
  schema: string,
  seed: (em: EntityManager) => Promise<void>,
  options: { force?: boolean } = {},
): Promise<SeedOutcome> {
  const logger = new Logger('Seed');
  const connection = orm.em.getConnection();
  await connection
    .execute(seedStateTableDdl(schema))
    // Two replicas starting at once: PostgreSQL may refuse the second create; the table is there.
    .catch(async (err: unknown) => {
      await connection.execute(`select 1 from ${table(schema)} limit 1`).catch(() => Promise.reject(err));
    });
  const rows = await connection.execute<{ state: string }[]>(`select state from ${table(schema)} where name = 'demo'`);
  const state = rows[0]?.state;
  if (state === 'done' && !options.force) {
    return 'already';
  }
  if (state === undefined && !options.force && !(await emptyBeforeStart(orm))) {
    await mark(orm, schema, 'done');
    logger.log(`${schema}: demo data was made by an earlier start; not made again`);
    return 'adopted';
  }
  await mark(orm, schema, 'started');
  await seed(orm.em.fork());
  await mark(orm, schema, 'done');
  return 'seeded';
}

/** Creates <schema>.seed_state (made by the first seed, not by a migration) when it is missing. */
export function seedStateTableDdl(schema: string): string {
  return `create table if not exists ${table(schema)} (name text primary key, state text not null, at timestamptz not null default now())`;
}

/** Whether this start found the database empty: it applied every migration there is, or it does not migrate. */
async function emptyBeforeStart(orm: MikroORM): Promise<boolean> {
  const applied = appliedAtStart.get(orm);
  if (applied === undefined) {
    return true; // migrations are run by someone else (db.js migrate): the seed was asked for
  }
  const executed = await orm.migrator.getExecuted();
  return applied > 0 && applied === executed.length;
}

async function mark(orm: MikroORM, schema: string, state: 'started' | 'done'): Promise<void> {
  await orm.em
    .getConnection()
    .execute(
      `insert into ${table(schema)} (name, state) values ('demo', ?) on conflict (name) do update set state = excluded.state, at = now()`,
      [state],
    );
}
