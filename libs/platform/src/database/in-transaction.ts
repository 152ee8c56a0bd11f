import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import { Logger } from '@nestjs/common';
import { PlatformError } from '../errors';
import { withAfterCommit } from '../idempotency/after-commit';
import { pgliteGate } from './shared-pglite';

/** The transaction the current code runs in, as opened by inTransaction. */
interface OpenTransaction {
  name: string;
  /** The MikroORM driver it runs on: forks of one ORM share it, another ORM has its own. */
  driver: unknown;
  /** Its database transaction, once begun: queries without it belong to another EntityManager. */
  ctx?: unknown;
}

const open = new AsyncLocalStorage<OpenTransaction>();

// On under Jest (and NODE_ENV=test): what would hang or misbehave in production fails the test
// at once, naming itself. Set by the test runner, not by deployers, so it is not in the env schema.
let guardOn = process.env.NODE_ENV === 'test' || process.env.JEST_WORKER_ID !== undefined;

/** Turns the transaction guard on or off (on by default under Jest and NODE_ENV=test). */
export function setTransactionGuard(on: boolean): void {
  guardOn = on;
}

export interface InTransactionOptions {
  /** Names the transaction in errors and logs, e.g. the command; default `<schema> transaction`. */
  name?: string;
  /** How long to wait for the database's transaction slot; default the shared PGlite's limit. */
  waitMs?: number;
}

/**
 * Runs fn in a transaction of em; the only way service code opens one. Standalone mode's PGlite
 * runs one transaction at a time for the whole process: a caller waits for its turn at most
 * waitMs, then gets a 503, never a hang. afterCommit work queued inside runs once the outermost
 * transaction has committed. A call inside one joins it (a savepoint), as em.transactional does.
 */
export async function inTransaction<E extends EntityManager, T>(
  em: E,
  fn: (em: E) => Promise<T>,
  options: InTransactionOptions = {},
): Promise<T> {
  const name = options.name ?? `${schemaOf(em)} transaction`;
  const outer = open.getStore();
  if (outer?.driver === em.getDriver()) {
    return em.transactional(fn);
  }
  if (outer) {
    // Another ORM's transaction waits for this one's slot on PGlite: a 503 after waitMs at best.
    assertOutsideTransaction(`a transaction on another EntityManager (${name})`);
  }
  const logger = new Logger('Transaction');
  return withAfterCommit(
    () =>
      holdingSlot(em, name, options.waitMs, () => {
        const current: OpenTransaction = { name, driver: em.getDriver() };
        return open.run(current, () =>
          em.transactional((tx: E) => {
            current.ctx = tx.getTransactionContext();
            return fn(tx);
          }),
        );
      }),
    (err) => logger.warn(`${name}: work after commit failed: ${err instanceof Error ? err.message : String(err)}`),
  );
}

async function holdingSlot<T>(em: EntityManager, name: string, waitMs: number | undefined, fn: () => Promise<T>): Promise<T> {
  const gate = pgliteGate(await nativeClient(em));
  if (gate && !(await gate.acquire(waitMs))) {
    new Logger('Transaction').warn(`${name}: no transaction slot within ${waitMs ?? gate.waitMs} ms`);
    throw PlatformError.unavailable(`The ${schemaOf(em)} database is busy. Please try again shortly.`);
  }
  try {
    return await fn();
  } finally {
    gate?.release();
  }
}

/**
 * Under the guard, throws when called inside a transaction opened by inTransaction: for what must
 * not happen there (a call to another service, an event, another EntityManager's query), which
 * holds the transaction open on another process or deadlocks on PGlite's single connection.
 */
export function assertOutsideTransaction(what: string): void {
  const current = open.getStore();
  if (guardOn && current) {
    throw new Error(
      `${what} inside the open transaction "${current.name}": it would hold the transaction open or wait for it forever. ` +
        'Do it before the transaction, or after its commit with afterCommit().',
    );
  }
}

/** Under the guard, throws for a query (or begin) with no transaction inside an open one. */
export function assertNoQueryOutside(ctx: unknown, what: () => string): void {
  const current = open.getStore();
  if (guardOn && current?.ctx !== undefined && ctx === undefined) {
    assertOutsideTransaction(what());
  }
}

function schemaOf(em: EntityManager): string {
  return String(em.config.get('schema') ?? 'service');
}

// PostgreSQL's pool bounds its own wait (connectionTimeoutMillis); only PGlite is queued here.
// The instance comes from driverOptions, not the connection, whose first use would query (and
// so wait for the very transaction that holds the slot).
async function nativeClient(em: EntityManager): Promise<unknown> {
  if (!(em.getDriver() instanceof PgliteDriver)) {
    return undefined;
  }
  const { pglite } = em.config.get('driverOptions') as { pglite?: unknown };
  return typeof pglite === 'function' ? await (pglite as () => Promise<unknown>)() : pglite;
}
