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

const config = { auth: { login: { maxFailures: 2, ipMaxFailures: 3, lockMinutes: 15 } }, redisPrefix: 't' } as AppConfig;

describe(LoginThrottle.name, () => {
  it('refuses an account after its failures reach the limit, with the wait in minutes', async () => {
    const throttle = new LoginThrottle(config);
    await throttle.recordFailure('Ana@x.ph', '10.0.0.1');
    await expect(throttle.assertAllowed('ana@x.ph', '10.0.0.1')).resolves.toBeUndefined();
    await throttle.recordFailure('ana@x.ph', '10.0.0.2');
    await expect(throttle.assertAllowed('ANA@x.ph', '10.0.0.9')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/try again in 15 minutes/),
    });
  });

  it('refuses an address after too many failures across accounts', async () => {
    const throttle = new LoginThrottle(config);
    for (const email of ['a@x.ph', 'b@x.ph', 'c@x.ph']) {
      await throttle.recordFailure(email, '10.0.0.5');
    }
    await expect(throttle.assertAllowed('d@x.ph', '10.0.0.5')).rejects.toMatchObject({ status: 429 });
    await expect(throttle.assertAllowed('d@x.ph', '10.0.0.6')).resolves.toBeUndefined();
  });

  it("forgets an account's failures after a successful log-in", async () => {
    const throttle = new LoginThrottle(config);
    await throttle.recordFailure('e@x.ph', '10.0.0.7');
    await throttle.recordSuccess('e@x.ph');
    await throttle.recordFailure('e@x.ph', '10.0.0.7');
    await expect(throttle.assertAllowed('e@x.ph', '10.0.0.7')).resolves.toBeUndefined();
  });

  it('keeps throttling in memory, without failing, while Redis cannot be reached', async () => {
    const throttle = new LoginThrottle({ ...config, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      await expect(throttle.assertAllowed('f@x.ph', '10.0.0.8')).resolves.toBeUndefined();
      await throttle.recordFailure('f@x.ph', '10.0.0.8');
      await throttle.recordFailure('f@x.ph', '10.0.0.8');
      await expect(throttle.assertAllowed('f@x.ph', '10.0.0.8')).rejects.toMatchObject({ status: 429 });
      await expect(throttle.recordSuccess('f@x.ph')).resolves.toBeUndefined();
    } finally {
      await throttle.onApplicationShutdown();
    }
  });
});
