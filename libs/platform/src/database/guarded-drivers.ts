import type { AnyEntity, Configuration, Dictionary, EntityData, QueryResult, RawQueryFragment, Transaction } from '@mikro-orm/core';
import { PgliteConnection, PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AbstractSqlConnection, NativeQueryBuilder } from '@mikro-orm/sql';
import { assertNoQueryOutside } from './in-transaction';

type Row = QueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[];
type Query = string | NativeQueryBuilder | RawQueryFragment;
type Params = readonly unknown[] | Dictionary<unknown>;
type Method = 'all' | 'get' | 'run';
type LoggerContext = Parameters<AbstractSqlConnection['execute']>[4];
type BeginOptions = Parameters<AbstractSqlConnection['begin']>[0];

// Inside an open inTransaction, a query or a new transaction outside it is another
// EntityManager's: on PGlite it waits forever for the open transaction to end.
const checkQuery = (query: Query, ctx: unknown): void =>
  assertNoQueryOutside(
    ctx,
    () => `A query on another EntityManager (${typeof query === 'string' ? query.slice(0, 80) : 'a query builder'})`,
  );
const checkBegin = (options: BeginOptions): void => assertNoQueryOutside(options?.ctx, () => 'A transaction on another EntityManager');

// One guard for both drivers' connections (a mixin: their classes share no guarded base).
// oxlint-disable-next-line typescript/no-explicit-any -- a mixin's constructor must take any arguments
type ConnectionClass = abstract new (...args: any[]) => AbstractSqlConnection;

function guarded<C extends ConnectionClass>(Base: C): C {
  abstract class Guarded extends Base {
    override execute<T extends Row = EntityData<AnyEntity>[]>(
      query: Query,
      params?: Params,
      method?: Method,
      ctx?: Transaction,
      loggerContext?: LoggerContext,
    ): Promise<T> {
      checkQuery(query, ctx);
      return super.execute<T>(query, params, method, ctx, loggerContext);
    }

    override begin(options?: BeginOptions): ReturnType<AbstractSqlConnection['begin']> {
      checkBegin(options);
      return super.begin(options);
    }
  }
  // Still the concrete class it was given: only execute and begin are overridden.
  return Guarded;
}

const GuardedPgliteConnection = guarded(PgliteConnection);
const GuardedPostgreSqlConnection = guarded(PostgreSqlConnection);

// MikroORM makes the connection in the driver's constructor from a class it fixes: it is swapped
// here before anything has connected.
export class GuardedPgliteDriver extends PgliteDriver {
  constructor(config: Configuration) {
    super(config);
    (this as unknown as { connection: AbstractSqlConnection }).connection = new GuardedPgliteConnection(this.config);
  }
}

export class GuardedPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    (this as unknown as { connection: AbstractSqlConnection }).connection = new GuardedPostgreSqlConnection(this.config);
  }
}
