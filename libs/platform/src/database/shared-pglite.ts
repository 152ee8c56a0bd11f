import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

// Standalone mode runs every service in one process. PGlite is one embedded PostgreSQL that
// allows a single open handle per data directory, so all services share one instance, each in
// its own schema, exactly as they share one PostgreSQL database in distributed mode.
const instances = new Map<string, Promise<PGlite>>();

export function sharedPglite(dataDir: string): Promise<PGlite> {
  let instance = instances.get(dataDir);
  if (!instance) {
    if (!dataDir.startsWith('memory:')) {
      mkdirSync(dataDir, { recursive: true });
    }
    instance = PGlite.create({ dataDir });
    instances.set(dataDir, instance);
  }
  return instance;
}

export async function closeSharedPglites(): Promise<void> {
  const all = [...instances.values()];
  instances.clear();
  await Promise.all(all.map(async (p) => (await p).close()));
}
