import { describe, expect, it } from '@jest/globals';
import { newIdempotencyKey, retryDelayMs, WRITE_RETRY_DELAYS_MS } from './idempotent-write';

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

describe(retryDelayMs.name, () => {
  it('waits longer before the second retry, spread by a quarter either way', () => {
    expect(retryDelayMs(0, () => 0)).toBe(WRITE_RETRY_DELAYS_MS[0] * 0.75);
    expect(retryDelayMs(0, () => 1)).toBe(WRITE_RETRY_DELAYS_MS[0] * 1.25);
    expect(retryDelayMs(1, () => 0.5)).toBe(WRITE_RETRY_DELAYS_MS[1]);
  });

  it('waits at least as long as a Retry-After in seconds asks, up to 10 s', () => {
    expect(retryDelayMs(0, () => 0, '1')).toBe(1000);
    expect(retryDelayMs(0, () => 1, '1')).toBe(1250);
    expect(retryDelayMs(1, () => 0.5, '1')).toBe(WRITE_RETRY_DELAYS_MS[1]);
    expect(retryDelayMs(0, () => 0, '3600')).toBe(10_000);
    expect(retryDelayMs(0, () => 0, 'Wed, 21 Oct 2026 07:28:00 GMT')).toBe(WRITE_RETRY_DELAYS_MS[0] * 0.75);
  });
});
