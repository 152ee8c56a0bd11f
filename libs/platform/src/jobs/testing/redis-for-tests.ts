import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redactUrl } from '../redact-url';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Resolves to a reason when Redis cannot be reached. Under CI a missing Redis is a failure, with a
 * message naming Redis and the URL; elsewhere the caller may skip with a notice.
 */
export async function redisProblem(url: string = TEST_REDIS_URL): Promise<string | undefined> {
  // ioredis's connect and disconnect timers would keep Jest alive for seconds after a refusal.
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 0,
    disconnectTimeout: 50,
  });
  // connect() rejects with a bare 'Connection is closed'; the error event says why.
  let cause: Error | undefined;
  client.on('error', (error: Error) => {
    cause ??= error;
  });
  try {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 3 s')), 3000).unref();
    });
    await Promise.race([client.connect().then(() => client.ping()), timeout]).finally(() => clearTimeout(timer));
    return undefined;
  } catch (error) {
    const reason = (cause ?? (error as Error)).message;
    return `Redis is not reachable at ${redactUrl(url)} (set REDIS_URL to point elsewhere): ${reason}`;
  } finally {
    client.disconnect();
  }
}

/** A key namespace for one test, and a way to delete every key under it afterwards. */
export function testPrefix(): string {
  return `lakbay-test-${randomUUID().slice(0, 8)}`;
}

export async function deleteKeys(prefixes: string[], url: string = TEST_REDIS_URL): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) {
          await client.unlink(...keys);
        }
      } while (cursor !== '0');
    }
  } finally {
    await client.quit();
  }
}
