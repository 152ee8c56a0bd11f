import { createConnection } from 'node:net';

/** The machine's real backing services used by distributed-mode integration tests. */
export const BACKING = {
  postgres: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  nats: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
  redis: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

function reachable(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Checks that PostgreSQL, NATS and Redis (or only those named) answer. Under CI=true a missing one
 * fails the run with its name; elsewhere the caller skips with a printed notice.
 */
export async function backingServicesAvailable(only?: Array<keyof typeof BACKING>): Promise<boolean> {
  const missing: string[] = [];
  for (const [name, url] of Object.entries(BACKING).filter(([key]) => !only || only.includes(key as keyof typeof BACKING))) {
    if (!(await reachable(url))) {
      missing.push(`${name} (${url})`);
    }
  }
  if (missing.length === 0) {
    return true;
  }
  const message = `Integration tests need ${missing.join(', ')}: not reachable. See toolchain.md for the commands that start them.`;
  if (process.env.CI === 'true') {
    throw new Error(message);
  }
  console.warn(`SKIPPED distributed-mode tests: ${message}`);
  return false;
}
