import { describe, expect, it } from '@jest/globals';
import { aLoggedUser, fakeIdToken } from '@/test-utils/fixtures';
import { pickFoundUser } from './user-search';
import { emulatingSession, restoredSession } from './emulation';

const admin = aLoggedUser({
  id: 'a-1',
  username: 'boss',
  sessionCookie: 'admin-token',
  idToken: fakeIdToken({ sub: 'a-1', isAdmin: true }),
});
const view = aLoggedUser({
  id: 'k-1',
  username: 'demo_kadet',
  firebaseAuthId: 'k-1',
  sessionCookie: 'ignored',
  idToken: fakeIdToken({ sub: 'k-1', isAdmin: false }),
  isEmulationSession: true,
});

describe('emulation session', () => {
  it("takes on the found user but keeps the admin's bearer token and the admin as originalUser", () => {
    const session = emulatingSession(admin, view);
    expect(session).toMatchObject({
      id: 'k-1',
      username: 'demo_kadet',
      firebaseAuthId: 'k-1',
      sessionCookie: 'admin-token',
      isEmulationSession: true,
    });
    expect(session.originalUser).toMatchObject({ id: 'a-1', username: 'boss', isAdmin: true });
  });

  it('Stop Emulation restores the real admin exactly, admin idToken included', () => {
    expect(restoredSession(emulatingSession(admin, view))).toEqual(admin);
    expect(restoredSession(admin)).toBeNull();
  });
});

describe('pickFoundUser', () => {
  const user = (username: string) => ({
    id: username,
    username,
    email: `${username}@x.ph`,
    isCoach: false,
    isAdmin: false,
    isActive: true,
    firebaseAuthId: username,
  });
  it('prefers the exact username (any case), else the only result, else none', () => {
    expect(pickFoundUser([user('demo'), user('demo_kadet')], 'DEMO_kadet')?.id).toBe('demo_kadet');
    expect(pickFoundUser([user('demo_kadet')], 'dem')?.id).toBe('demo_kadet');
    expect(pickFoundUser([user('demo_a'), user('demo_b')], 'demo')).toBeNull();
  });
});
