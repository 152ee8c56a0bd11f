import { ErrorCode } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { closeRedis, insuredRedisLimiter, limiterRedis } from './redis-limiter';
import { BffError } from '../http/bff-error';

const HOUR = 60 * 60;

/** The limited actions, per key, per hour. */
export type RateLimitName =
  'signup-ip' | 'signup-email' | 'signup-complete-ip' | 'reset-email' | 'reset-ip' | 'reset-confirm-ip' | 'google-ip' | 'privacy-user';

/**
 * Hourly limits on sign-up, password reset and Google sign-in, like LoginThrottle: counters in
 * Redis in distributed mode (shared by BFF replicas; in memory while Redis is down, see
 * insuredRedisLimiter), in memory in standalone mode.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly redis?: Redis;
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { signupPerHour, passwordResetPerHour } = config.auth.rateLimits;
    const points: Record<RateLimitName, number> = {
      'signup-ip': signupPerHour,
      // E-mails to one address (a sign-up link or "someone tried"), as for reset e-mails.
      'signup-email': passwordResetPerHour,
      'signup-complete-ip': signupPerHour * 4,
      'reset-email': passwordResetPerHour,
      'reset-ip': passwordResetPerHour * 4,
      'reset-confirm-ip': passwordResetPerHour * 4,
      'google-ip': Math.max(signupPerHour, config.auth.login.ipMaxFailures) * 5,
      // Password checks and e-mails of account deletion, and data exports, per account.
      'privacy-user': passwordResetPerHour * 2,
    };
    if (config.redisUrl) {
      this.redis = limiterRedis(config.redisUrl, 'sign-up and reset limits');
    }
    const make = (name: RateLimitName): RateLimiterAbstract =>
      this.redis
        ? insuredRedisLimiter(this.redis, { keyPrefix: `${config.redisPrefix}:rate:${name}`, points: points[name], duration: HOUR })
        : new RateLimiterMemory({ keyPrefix: name, points: points[name], duration: HOUR });
    this.limiters = {
      'signup-ip': make('signup-ip'),
      'signup-email': make('signup-email'),
      'signup-complete-ip': make('signup-complete-ip'),
      'reset-email': make('reset-email'),
      'reset-ip': make('reset-ip'),
      'reset-confirm-ip': make('reset-confirm-ip'),
      'google-ip': make('google-ip'),
      'privacy-user': make('privacy-user'),
    };
  }

  /** Counts one attempt; past the limit answers 429 with the wait in minutes. */
  async consume(name: RateLimitName, key: string, what: string): Promise<void> {
    try {
      await this.limiters[name].consume(key.trim().toLowerCase());
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) {
        throw err;
      }
      const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60000));
      throw new BffError(
        ErrorCode.TOO_MANY_ATTEMPTS,
        `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
