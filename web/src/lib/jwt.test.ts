import { describe, expect, it } from '@jest/globals';
import { fakeIdToken } from '@/test-utils/fixtures';
import { decodeJwtPayload, isAdminToken } from './jwt';

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload, including non-ASCII names', () => {
    const token = fakeIdToken({ sub: 'u1', username: 'Niño Dela Peña', isAdmin: true });
    expect(decodeJwtPayload(token)).toEqual({ sub: 'u1', username: 'Niño Dela Peña', isAdmin: true });
  });

  it('returns null for something that is not a JWT', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});

describe('isAdminToken', () => {
  it('is true only when the payload says isAdmin: true', () => {
    expect(isAdminToken(fakeIdToken({ isAdmin: true }))).toBe(true);
    expect(isAdminToken(fakeIdToken({ isAdmin: false }))).toBe(false);
    expect(isAdminToken(fakeIdToken({ isAdmin: 'true' }))).toBe(false);
    expect(isAdminToken(null)).toBe(false);
  });
});
