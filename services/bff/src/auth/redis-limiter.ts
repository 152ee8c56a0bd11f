import { OutageLog } from '@lakbay/platform';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
  /** Seconds a key stays refused once over the limit. */
  blockDuration?: number;
}

/**
 * The Redis connection of a set of rate limiters. It reconnects forever, about once a second, and
 * never holds a request: commands fail at once while Redis is away (the limiters' insurance
 * answers instead) and give up after a second if Redis stops answering. Its state is logged once
 * per change.
 */
export function limiterRedis(url: string, purpose: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 1000) + Math.floor(Math.random() * 200),
  });
  const outage = new OutageLog(`Redis connection (${purpose})`);
  redis.on('error', (err: Error) => outage.lost(err.message));
  redis.on('reconnecting', () => outage.retrying());
  redis.on('ready', () => outage.restored());
  return redis;
}

/**
 * A limiter counting in Redis, shared by every BFF replica. While Redis fails, its insurance
 * limiter (rate-limiter-flexible's insuranceLimiter, in memory) takes over, so a Redis outage
 * never turns a sign-up or log-in into a 500: the limits still hold, per replica, until Redis is
 * back and counts again.
 */
export function insuredRedisLimiter(redis: Redis, options: LimiterOptions): RateLimiterRedis {
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // Straight to the insurance while the connection is not ready, instead of a failed command.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** quit() waits for Redis, which may be away: then the connection is just dropped. */
export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (redis?.status === 'ready') {
    await redis.quit();
  } else {
    redis?.disconnect();
  }
}
