import { describe, expect, it } from '@jest/globals';
import { idempotencyKeyHash, openReply, sealReply } from './sealed-reply';

describe('sealed replies', () => {
  it('opens what it sealed, undefined included', () => {
    const reply = { id: 'u1', sessionCookie: 'secret-token', at: '2026-11-23T00:00:00.000Z' };
    expect(openReply('key-1', sealReply('key-1', reply))).toEqual(reply);
    expect(openReply('key-1', sealReply('key-1', undefined))).toBeUndefined();
  });

  it('keeps the reply unreadable without the key', () => {
    const sealed = sealReply('key-1', { sessionCookie: 'secret-token' });
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('secret-token');
    expect(() => openReply('key-2', sealed)).toThrow(/unable to authenticate/);
  });

  it('stores a hash of the key that is stable and is not the key', () => {
    expect(idempotencyKeyHash('key-1')).toBe(idempotencyKeyHash('key-1'));
    expect(idempotencyKeyHash('key-1')).not.toBe(idempotencyKeyHash('key-2'));
    expect(idempotencyKeyHash('key-1')).toMatch(/^[0-9a-f]{64}$/);
  });
});
