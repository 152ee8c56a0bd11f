import { ErrorCode } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, ServiceError } from '@lakbay/platform';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { EmbeddedLimiter, embeddedLimiter, embeddedLimiterStore } from './embedded-limiter';
import { closeRedis, insuredRedisLimiter, limiterRedis } from './redis-limiter';
import { BffError } from '../http/bff-error';

/** One log-in attempt that has been let through: settle it once its outcome is known. */
export interface LoginAttempt {
  /** The password was right: the pair's counter starts again, the attempt counts nowhere. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** Not evaluated (the users service did not answer): the attempt is given back. */
  abandoned(): Promise<void>;
}

/**
 * Log-in throttling after OWASP's advice: each attempt takes a point BEFORE the password is
 * checked (an atomic consume: Redis INCR, or one synchronous step in memory), so N parallel
 * guesses are evaluated at most `limit` times. Three counters:
 * - per (account, client address): LOGIN_MAX_FAILURES in the window. The attacker's address is
 *   stopped while the owner, from their own address, still logs in;
 * - per account from any address: LOGIN_ACCOUNT_MAX_FAILURES in four windows, a slower limit
 *   against guessing from many addresses;
 * - per address across accounts: LOGIN_IP_MAX_FAILURES in the window (credential stuffing).
 * A browser that shows a valid device cookie of the account (DeviceCookies: it logged in to it
 * before) is counted on its own instead, LOGIN_MAX_FAILURES in the window: strangers who use up
 * the account's allowance from many addresses never lock out its owner's browser.
 * A success resets the pair (or the device) and gives its point back to the others. Counters live in Redis in
 * distributed mode (shared by replicas, surviving restarts; in memory while Redis is down) and in
 * memory in standalone mode, kept in the embedded database behind the counts (surviving restarts,
 * see EmbeddedLimiter).
 */
@Injectable()
export class LoginThrottle implements OnApplicationShutdown {
  private readonly redis?: Redis;
  private readonly byPair: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byDevice: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { maxFailures, accountMaxFailures, ipMaxFailures, lockMinutes } = config.auth.login;
    const window = lockMinutes * 60;
    const limits = {
      pair: { points: maxFailures, duration: window },
      account: { points: accountMaxFailures, duration: window * 4 },
      ip: { points: ipMaxFailures, duration: window },
      device: { points: maxFailures, duration: window },
    };
    const redis = config.redisUrl ? limiterRedis(config.redisUrl, 'log-in throttle') : undefined;
    this.redis = redis;
    const embedded = redis ? undefined : embeddedLimiterStore(config);
    const make = (name: keyof typeof limits): RateLimiterAbstract => {
      const options = { ...limits[name], blockDuration: limits[name].duration };
      // In memory while Redis is down (see insuredRedisLimiter): a Redis outage never makes log-in fail.
      return redis
        ? insuredRedisLimiter(redis, { keyPrefix: `${config.redisPrefix}:login:${name}`, ...options })
        : embeddedLimiter(embedded!, { keyPrefix: `login-${name}`, ...options });
    };
    this.byPair = make('pair');
    this.byAccount = make('account');
    this.byAddress = make('ip');
    this.byDevice = make('device');
  }

  /**
   * Takes one attempt for the account from this address, or from this known device (the id of
   * its valid device cookie), or refuses with 429.
   */
  async begin(email: string, ip: string, device: string | null = null): Promise<LoginAttempt> {
    const account = accountKey(email);
    const pair = `${account}|${ip}`;
    const [own, ownKey]: [RateLimiterAbstract, string] = device ? [this.byDevice, `${account}|${device}`] : [this.byPair, pair];
    const counters: [RateLimiterAbstract, string][] = device
      ? [[own, ownKey]]
      : [
          [own, ownKey],
          [this.byAddress, ip],
          [this.byAccount, account],
        ];
    const taken: [RateLimiterAbstract, string][] = [];
    try {
      for (const [limiter, key] of counters) {
        await limiter.consume(key);
        taken.push([limiter, key]);
      }
    } catch (err) {
      // Refused by one counter: the points the others gave are returned.
      await giveBack(taken);
      if (err instanceof RateLimiterRes) {
        throw tooMany(err.msBeforeNext);
      }
      throw err;
    }
    return {
      succeeded: async () => {
        await Promise.allSettled([own.delete(ownKey), giveBack(taken.filter(([limiter]) => limiter !== own))]);
      },
      failed: () => Promise.resolve(),
      abandoned: () => giveBack(taken),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    // Standalone: what is counted but not yet on disk is written before the database closes.
    await Promise.all(
      [this.byPair, this.byAccount, this.byAddress, this.byDevice].map((limiter) =>
        limiter instanceof EmbeddedLimiter ? limiter.close() : Promise.resolve(),
      ),
    );
    await closeRedis(this.redis);
  }
}

async function giveBack(taken: [RateLimiterAbstract, string][]): Promise<void> {
  await Promise.allSettled(taken.map(([limiter, key]) => limiter.reward(key)));
}

function tooMany(msBeforeNext: number): ServiceError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60000));
  return new BffError(
    ErrorCode.TOO_MANY_ATTEMPTS,
    `Too many failed log-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
