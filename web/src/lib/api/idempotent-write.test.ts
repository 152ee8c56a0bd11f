import { describe, expect, it } from '@jest/globals';
import { newIdempotencyKey } from './idempotent-write';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(newIdempotencyKey.name, () => {
  it('makes a v4 UUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
  });

  it('makes one from getRandomValues on a plain-HTTP page, where crypto.randomUUID is missing', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect([...keys].every((k) => UUID.test(k))).toBe(true);
      expect(keys.size).toBe(50);
    } finally {
      if (own) {
        Object.defineProperty(crypto, 'randomUUID', own);
      } else {
        Reflect.deleteProperty(crypto, 'randomUUID');
      }
    }
  });
});
