import { jest } from '@jest/globals';
import { ActorTokens, type ServiceClient } from '@lakbay/platform';
import type { BffCaches } from '../cache/bff-caches';
import { BearerStrategy } from './bearer.strategy';

describe(BearerStrategy.name, () => {
  describe('validate', () => {
    it('refuses tokens that cannot be sessions (any length, any characters) as 401, without asking the users service', async () => {
      const send = jest.fn();
      const session = jest.fn();
      const strategy = new BearerStrategy({ send } as unknown as ServiceClient, new ActorTokens('s'.repeat(32)), {
        session,
      } as unknown as BffCaches);
      for (const token of ['x'.repeat(5000), 'short', 'has spaces in it, and commas', '😀'.repeat(30)]) {
        await expect(strategy.validate({ headers: {} }, token)).resolves.toBe(false);
      }
      expect(send).not.toHaveBeenCalled();
      expect(session).not.toHaveBeenCalled();
    });
  });
});
