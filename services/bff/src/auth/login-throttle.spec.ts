import { createServer } from 'node:net';
import type { AppConfig } from '@lakbay/platform';
import { LoginThrottle } from './login-throttle';

/** A local port nothing listens on: Redis there is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const config = {
  auth: { login: { maxFailures: 2, accountMaxFailures: 4, ipMaxFailures: 3, lockMinutes: 15 } },
  redisPrefix: 't',
} as AppConfig;

async function fail(throttle: LoginThrottle, email: string, ip: string): Promise<void> {
  await (await throttle.begin(email, ip)).failed();
}

describe(LoginThrottle.name, () => {
  describe('begin', () => {
    it('lets at most the limit of parallel attempts through for one account and address', async () => {
      const throttle = new LoginThrottle(config);
      const results = await Promise.allSettled(Array.from({ length: 60 }, () => throttle.begin('ana@x.ph', '10.0.0.1')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect(results.filter((r) => r.status === 'rejected')[0]).toMatchObject({
        reason: { status: 429, message: expect.stringMatching(/try again in 15 minutes/) },
      });
    });

    it('still lets the owner in from another address while one address is throttled', async () => {
      const throttle = new LoginThrottle(config);
      await fail(throttle, 'Bea@x.ph', '10.0.0.2');
      await fail(throttle, 'bea@x.ph', '10.0.0.2');
      await expect(throttle.begin('BEA@x.ph', '10.0.0.2')).rejects.toMatchObject({ status: 429 });
      await expect(throttle.begin('bea@x.ph', '10.0.0.3')).resolves.toBeDefined();
    });

    it('throttles an account guessed at from many addresses', async () => {
      const throttle = new LoginThrottle(config);
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4']) {
        await fail(throttle, 'cy@x.ph', ip);
      }
      await expect(throttle.begin('cy@x.ph', '10.1.0.5')).rejects.toMatchObject({ status: 429 });
    });

    it('throttles an address trying many accounts', async () => {
      const throttle = new LoginThrottle(config);
      for (const email of ['a@x.ph', 'b@x.ph', 'c@x.ph']) {
        await fail(throttle, email, '10.0.0.5');
      }
      await expect(throttle.begin('d@x.ph', '10.0.0.5')).rejects.toMatchObject({ status: 429 });
      await expect(throttle.begin('d@x.ph', '10.0.0.6')).resolves.toBeDefined();
    });

    it('starts the pair again after a success, and gives back attempts that were not evaluated', async () => {
      const throttle = new LoginThrottle(config);
      await fail(throttle, 'e@x.ph', '10.0.0.7');
      await (await throttle.begin('e@x.ph', '10.0.0.7')).succeeded();
      await fail(throttle, 'e@x.ph', '10.0.0.7');
      await (await throttle.begin('e@x.ph', '10.0.0.7')).abandoned();
      await expect(throttle.begin('e@x.ph', '10.0.0.7')).resolves.toBeDefined();
    });
  });

  it('keeps throttling in memory, without failing, while Redis cannot be reached', async () => {
    const throttle = new LoginThrottle({ ...config, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      await fail(throttle, 'f@x.ph', '10.0.0.8');
      await fail(throttle, 'f@x.ph', '10.0.0.8');
      await expect(throttle.begin('f@x.ph', '10.0.0.8')).rejects.toMatchObject({ status: 429 });
      await expect((await throttle.begin('f@x.ph', '10.0.0.9')).succeeded()).resolves.toBeUndefined();
    } finally {
      await throttle.onApplicationShutdown();
    }
  });
});
