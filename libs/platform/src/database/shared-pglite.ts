import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fromPgliteTemplate, hasPgliteTemplate, keepAsPgliteTemplate } from './pglite-templates';
import { TransactionGate } from './transaction-gate';

// Standalone mode runs every service in one process. PGlite is one embedded PostgreSQL that
// allows a single open handle per data directory, so all services share one instance, each in
// its own schema, exactly as they share one PostgreSQL database in distributed mode.
const instances = new Map<string, Promise<PGlite>>();
// PGlite runs one transaction at a time for the whole instance; inTransaction queues on this.
const gates = new WeakMap<PGlite, TransactionGate>();

const keepText = (value: string): string => value;

/**
 * What `pg` answers in distributed mode (MikroORM keeps dates as text there and maps Date
 * properties itself; int8 and numeric stay strings), so raw SQL gets the same JS types in both
 * modes. PGlite would answer Date and number.
 */
export const PG_TYPE_PARSERS: Record<number, (value: string) => string> = {
  20: keepText, // int8
  1082: keepText, // date
  1114: keepText, // timestamp
  1184: keepText, // timestamptz
  1186: keepText, // interval
  1700: keepText, // numeric
};

/** What a transaction waits for its turn at most, unless told (poolConnectTimeoutMs of the default RPC_TIMEOUT_MS). */
export const DEFAULT_TRANSACTION_WAIT_MS = 2500;

export function sharedPglite(dataDir: string, transactionWaitMs = DEFAULT_TRANSACTION_WAIT_MS): Promise<PGlite> {
  let instance = instances.get(dataDir);
  if (!instance) {
    if (!dataDir.startsWith('memory:')) {
      mkdirSync(dataDir, { recursive: true });
    }
    const template = fromPgliteTemplate(dataDir);
    instance = PGlite.create({ dataDir, parsers: PG_TYPE_PARSERS, ...template }).then(async (pglite) => {
      // Test runs only: the first new cluster is kept for the next ones (pglite-templates.ts).
      if (!template.loadDataDir && dataDir.startsWith('memory:') && !hasPgliteTemplate('empty-cluster')) {
        await keepAsPgliteTemplate(pglite, 'empty-cluster');
      }
      gates.set(pglite, new TransactionGate(transactionWaitMs));
      return pglite;
    });
    instances.set(dataDir, instance);
  }
  return instance;
}

/** The queue for transactions on a shared PGlite; undefined for anything else (PostgreSQL). */
export function pgliteGate(native: unknown): TransactionGate | undefined {
  return native instanceof PGlite ? gates.get(native) : undefined;
}

export async function closeSharedPglites(): Promise<void> {
  const all = [...instances.values()];
  instances.clear();
  await Promise.all(all.map(async (p) => (await p).close()));
}
