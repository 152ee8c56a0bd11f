import type { AppConfig } from '@lakbay/platform';
import { RateLimits } from './rate-limits';
import { closedPort } from './testing/closed-port';

const config = {
  auth: { rateLimits: { signupPerHour: 2, passwordResetPerHour: 1 }, login: { ipMaxFailures: 20 } },
  redisPrefix: 't',
} as AppConfig;

describe(RateLimits.name, () => {
  it('lets the allowed number through per key, then answers 429 with the wait in minutes', async () => {
    const limits = new RateLimits(config);
    await limits.consume('signup-ip', '10.0.0.1', 'sign-ups from this address');
    await limits.consume('signup-ip', '10.0.0.1', 'sign-ups from this address');
    await expect(limits.consume('signup-ip', '10.0.0.1', 'sign-ups from this address')).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/^Too many sign-ups from this address\. Please try again in 60 minutes\.$/),
    });
    await expect(limits.consume('signup-ip', '10.0.0.2', 'sign-ups')).resolves.toBeUndefined();
  });

  it('counts e-mail keys regardless of case, and each limit separately', async () => {
    const limits = new RateLimits(config);
    await limits.consume('reset-email', 'Ana@X.ph', 'reset e-mails');
    await expect(limits.consume('reset-email', 'ana@x.ph', 'reset e-mails')).rejects.toMatchObject({ status: 429 });
    await expect(limits.consume('reset-ip', 'ana@x.ph', 'reset requests')).resolves.toBeUndefined();
  });

  it('keeps limiting in memory, without failing, while Redis cannot be reached', async () => {
    const limits = new RateLimits({ ...config, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      await limits.consume('signup-ip', '10.0.0.3', 'sign-ups');
      await limits.consume('signup-ip', '10.0.0.3', 'sign-ups');
      await expect(limits.consume('signup-ip', '10.0.0.3', 'sign-ups')).rejects.toMatchObject({ status: 429 });
    } finally {
      await limits.onApplicationShutdown();
    }
  });
});
