import type { AppConfig } from '@lakbay/platform';
import { LoginThrottle } from './login-throttle';

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
});
