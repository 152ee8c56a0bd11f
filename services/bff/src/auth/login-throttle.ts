import { ErrorCode } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, ServiceError } from '@lakbay/platform';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { closeRedis, insuredRedisLimiter, limiterRedis } from './redis-limiter';

/**
 * Counts failed log-ins per account and per client address. Past the limit, attempts are refused
 * with 429 until the window passes. Counters live in Redis in distributed mode, so every BFF
 * replica sees the same numbers (each its own while Redis is down), and in memory in standalone mode.
 */
@Injectable()
export class LoginThrottle implements OnApplicationShutdown {
  private readonly redis?: Redis;
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { maxFailures, ipMaxFailures, lockMinutes } = config.auth.login;
    const window = lockMinutes * 60;
    if (config.redisUrl) {
      // In memory while Redis is down (see insuredRedisLimiter): a Redis outage never makes log-in fail.
      const redis = limiterRedis(config.redisUrl, 'log-in throttle');
      this.redis = redis;
      const make = (keyPrefix: string, points: number) =>
        insuredRedisLimiter(redis, { keyPrefix, points, duration: window, blockDuration: window });
      this.byAccount = make(`${config.redisPrefix}:login-fail:account`, maxFailures);
      this.byAddress = make(`${config.redisPrefix}:login-fail:ip`, ipMaxFailures);
    } else {
      this.byAccount = new RateLimiterMemory({ keyPrefix: 'account', points: maxFailures, duration: window, blockDuration: window });
      this.byAddress = new RateLimiterMemory({ keyPrefix: 'ip', points: ipMaxFailures, duration: window, blockDuration: window });
    }
  }

  /** Refuses with 429 when either the account or the address is over its limit. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.byAccount.get(accountKey(email)), this.byAddress.get(ip)]);
    const waits = [blockedFor(account, this.byAccount.points), blockedFor(address, this.byAddress.points)].filter((ms) => ms > 0);
    if (waits.length > 0) {
      const minutes = Math.max(1, Math.ceil(Math.max(...waits) / 60000));
      throw new ServiceError(
        429,
        ErrorCode.TOO_MANY_ATTEMPTS,
        `Too many failed log-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    // consume() rejects once the limit is passed; the next assertAllowed() reports it.
    await Promise.allSettled([this.byAccount.consume(accountKey(email)), this.byAddress.consume(ip)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byAccount.delete(accountKey(email));
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

function blockedFor(res: RateLimiterRes | null, points: number): number {
  return res && res.consumedPoints >= points ? res.msBeforeNext : 0;
}
