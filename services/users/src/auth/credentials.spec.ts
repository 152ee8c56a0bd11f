import { decoyHash, hashParams, hashPassword, verifyPassword } from './password-hasher';
import { hashSessionToken, newSessionToken } from './session-token';
import { signIdToken, verifyIdToken } from './id-token';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, and verifies only the right password', async () => {
    const a = await hashPassword('lakbay-kadet-demo');
    const b = await hashPassword('lakbay-kadet-demo');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    await expect(verifyPassword('lakbay-kadet-demo', a)).resolves.toBe(true);
    await expect(verifyPassword('lakbay-kadet-demO', a)).resolves.toBe(false);
  });

  it('hashes at full cost unless a test harness asks for light hashes, and verifies either kind', async () => {
    expect(hashParams({ testLightPasswordHashes: false })).toEqual({ N: 32768, r: 8, p: 1 });
    const light = await hashPassword('lakbay-kadet-demo', hashParams({ testLightPasswordHashes: true }));
    expect(light).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('lakbay-kadet-demo', light)).resolves.toBe(true);
    await expect(verifyPassword('lakbay-kadet-demO', light)).resolves.toBe(false);
    // The decoy costs what a new hash costs: an unknown e-mail answers as slowly as a known one.
    expect(await decoyHash(hashParams({ testLightPasswordHashes: true }))).toMatch(/^scrypt\$1024\$/);
    expect(await decoyHash()).toMatch(/^scrypt\$32768\$/);
  });

  it('refuses every password against the decoy and against malformed hashes', async () => {
    await expect(verifyPassword('anything', await decoyHash())).resolves.toBe(false);
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
  });
});

describe('session tokens', () => {
  it('are 256-bit random and stored only as their SHA-256', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).not.toContain(token);
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
  });
});

describe('idToken', () => {
  const secret = 's'.repeat(40);
  const claims = { sub: 'u1', email: 'a@b.ph', username: 'ana', isCoach: true, isAdmin: true };

  it('carries isAdmin and verifies with the secret it was signed with', async () => {
    const token = await signIdToken(claims, secret, new Date(Date.now() + 60000));
    await expect(verifyIdToken(token, secret)).resolves.toMatchObject(claims);
    await expect(verifyIdToken(token, 't'.repeat(40))).rejects.toThrow(/signature/);
  });

  it('expires', async () => {
    const token = await signIdToken(claims, secret, new Date(Date.now() - 1000));
    await expect(verifyIdToken(token, secret)).rejects.toThrow(/exp/);
  });
});
