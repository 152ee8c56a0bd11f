import { describe, expect, it } from '@jest/globals';
import { fingerprint } from './fingerprint';

describe(fingerprint.name, () => {
  it('is the same for the same fields in another order', () => {
    expect(fingerprint('POST', '/a', { email: 'x', nested: { b: 1, a: 2 } })).toBe(
      fingerprint('POST', '/a', { nested: { a: 2, b: 1 }, email: 'x' }),
    );
  });

  it('differs when the method, the path or a value differs', () => {
    const base = fingerprint('POST', '/a', { email: 'x' });
    expect(fingerprint('PATCH', '/a', { email: 'x' })).not.toBe(base);
    expect(fingerprint('POST', '/b', { email: 'x' })).not.toBe(base);
    expect(fingerprint('POST', '/a', { email: 'y' })).not.toBe(base);
  });
});
