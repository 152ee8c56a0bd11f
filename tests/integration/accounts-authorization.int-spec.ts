import { useSharedPlatform } from '../support/shared-platform';
import { DEMO, type Json, PNG_1X1, avatarForm, call, login, newKadet } from '../support/accounts';

/**
 * Who may call each user-scoped endpoint: anonymous callers get 401, another user 403 (or only
 * their own data), the owner and an admin (directly, or by emulating the owner) get the answer.
 * Google sign-in and forum SSO are not configured here: they answer 503.
 */
describe('accounts: authorization of every user-scoped endpoint (standalone)', () => {
  const p = useSharedPlatform('standalone');
  let owner: Json;
  let other: Json;
  let admin: Json;
  let koach: Json;

  beforeAll(async () => {
    owner = await newKadet(p(), `owner_${Date.now().toString(36)}`);
    other = await newKadet(p(), `other_${Date.now().toString(36)}`);
    admin = await login(p(), DEMO.admin);
    koach = await login(p(), DEMO.koach);
  }, 60000);

  const as = (user: Json) => ({ token: user.sessionCookie as string });
  const emulating = (user: Json) => ({ token: admin.sessionCookie as string, headers: { 'x-emulate-user': user.id as string } });

  describe('/users/{id}', () => {
    const cases: Array<[string, string, () => unknown]> = [
      ['GET', '', () => undefined],
      ['PATCH', '', () => ({ bio: 'changed' })],
      ['POST', '/avatar', () => avatarForm(PNG_1X1)],
    ];
    for (const [method, suffix, body] of cases) {
      it(`${method} /users/{id}${suffix}: anonymous 401, another user 403, the owner and an admin 200`, async () => {
        const path = `/users/${owner.id}${suffix}`;
        expect((await call(p(), method, path, body())).status).toBe(401);
        const refused = await call(p(), method, path, body(), as(other));
        expect(refused).toMatchObject({ status: 403, body: { message: 'You can only see and change your own profile.' } });
        expect((await call(p(), method, path, body(), as(koach))).status).toBe(403);
        const own = await call(p(), method, path, body(), as(owner));
        expect(own.status).toBe(200);
        expect(own.body.id).toBe(owner.id);
        const byAdmin = await call(p(), method, path, body(), as(admin));
        expect(byAdmin.status).toBe(200);
        expect(byAdmin.body.id).toBe(owner.id);
      });
    }

    it('answers 404 for an unknown or malformed id (to admins) and audits an admin’s change', async () => {
      expect((await call(p(), 'GET', '/users/00000000-0000-4000-8000-000000000000', undefined, as(admin))).status).toBe(404);
      expect((await call(p(), 'GET', '/users/not-an-id', undefined, as(admin))).status).toBe(404);
      await call(p(), 'PATCH', `/users/${owner.id}`, { city: 'Davao City' }, as(admin));
      const log = await call(p(), 'GET', '/admin/audit-log?pageSize=1', undefined, as(admin));
      expect(log.body.items[0]).toMatchObject({ action: 'admin.updateProfile', actor: { id: admin.id }, details: { userId: owner.id } });
      await call(p(), 'POST', `/users/${owner.id}/avatar`, avatarForm(PNG_1X1), as(admin));
      const after = await call(p(), 'GET', '/admin/audit-log?pageSize=1', undefined, as(admin));
      expect(after.body.items[0]).toMatchObject({ action: 'admin.updateAvatar', actor: { id: admin.id }, details: { userId: owner.id } });
    });
  });

  describe('/users/me and onboarding: each caller reaches only their own account', () => {
    const cases: Array<[string, string, () => unknown]> = [
      ['GET', '/users/me', () => undefined],
      ['PATCH', '/users/me', () => ({ province: 'Iloilo' })],
      ['POST', '/users/me/avatar', () => avatarForm(PNG_1X1)],
      ['PATCH', '/users/me/onboarding/steps/3', () => ({ school: 'Ateneo de Davao', yearLevel: 'FIRST_YEAR', studentStatus: 'FULL_TIME' })],
      ['GET', '/auth/me', () => undefined],
    ];
    for (const [method, path, body] of cases) {
      it(`${method} ${path}: anonymous 401; owner, other user and emulating admin each get their own target`, async () => {
        const anonymous = await call(p(), method, path, body());
        expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
        expect((await call(p(), method, path, body(), as(owner))).body.id).toBe(owner.id);
        expect((await call(p(), method, path, body(), as(other))).body.id).toBe(other.id);
        const emulated = await call(p(), method, path, body(), emulating(owner));
        expect(emulated.status).toBe(200);
        expect(emulated.body.id).toBe(owner.id);
        expect((await call(p(), method, path, body(), as(admin))).body.id).toBe(admin.id);
      });
    }

    it('keeps the Koach onboarding for Koaches and the Kadet onboarding for Kadets (403)', async () => {
      const step = { username: `k_${Date.now().toString(36)}`, firstName: 'A', lastName: 'B' };
      expect((await call(p(), 'PATCH', '/users/me/onboarding-coach/steps/2', step, as(owner))).status).toBe(403);
      expect((await call(p(), 'PATCH', '/users/me/onboarding/steps/2', step, as(koach))).status).toBe(403);
      expect((await call(p(), 'PATCH', '/users/me', { coach: { headline: 'Not a coach' } }, as(owner))).status).toBe(403);
      expect((await call(p(), 'PATCH', '/users/me', { coach: { headline: 'Mentor' } }, as(koach))).status).toBe(200);
    });
  });

  describe('admin endpoints: anonymous 401, Kadets and Koaches 403, admins 200', () => {
    const cases: Array<[string, string, () => unknown, number]> = [
      ['GET', '/users?username=demo', () => undefined, 200],
      ['PATCH', '/admin/updateCoachIsActive', () => ({ username: 'demo_koach', isActive: true }), 200],
      ['PATCH', '/admin/updateKadetToCoach', () => ({ username: 'demo_admin', isCoach: false }), 200],
      ['POST', '/admin/addEmailToCoachAllowlist', () => ({ email: 'allow.me@example.ph' }), 200],
      ['GET', '/admin/coach-allowlist', () => undefined, 200],
      ['GET', '/admin/audit-log', () => undefined, 200],
    ];
    for (const [method, path, body, ok] of cases) {
      it(`${method} ${path}`, async () => {
        expect((await call(p(), method, path, body())).status).toBe(401);
        for (const user of [owner, koach]) {
          expect(await call(p(), method, path, body(), as(user))).toMatchObject({
            status: 403,
            body: { message: 'Only admins can do this.' },
          });
        }
        // While emulating a Kadet, the admin is that Kadet.
        expect((await call(p(), method, path, body(), emulating(owner))).status).toBe(403);
        expect((await call(p(), method, path, body(), as(admin))).status).toBe(ok);
      });
    }

    it('POST /admin/emulation/start: admins only; an unknown user is 404, oneself is 400', async () => {
      expect((await call(p(), 'POST', '/admin/emulation/start', { userId: owner.id })).status).toBe(401);
      expect((await call(p(), 'POST', '/admin/emulation/start', { userId: owner.id }, as(other))).status).toBe(403);
      expect(
        (await call(p(), 'POST', '/admin/emulation/start', { userId: '00000000-0000-4000-8000-000000000000' }, as(admin))).status,
      ).toBe(404);
      expect((await call(p(), 'POST', '/admin/emulation/start', { userId: admin.id }, as(admin))).status).toBe(400);
      expect((await call(p(), 'POST', '/admin/emulation/start', { userId: owner.id }, as(admin))).status).toBe(200);
    });

    it('X-Emulate-User from anyone but an admin is 403, and malformed is 400', async () => {
      const header = { 'x-emulate-user': owner.id as string };
      expect((await call(p(), 'GET', '/users/me', undefined, { token: other.sessionCookie, headers: header })).status).toBe(403);
      expect((await call(p(), 'GET', '/users/me', undefined, { token: koach.sessionCookie, headers: header })).status).toBe(403);
      expect(
        (await call(p(), 'GET', '/users/me', undefined, { token: admin.sessionCookie, headers: { 'x-emulate-user': 'owner' } })).status,
      ).toBe(400);
    });
  });

  describe('public and unconfigured endpoints', () => {
    it('serves coach pages and uploaded images to anyone', async () => {
      expect((await call(p(), 'GET', '/coaches/demo-koach')).status).toBe(200);
      expect((await call(p(), 'GET', '/coaches/no-such-coach')).status).toBe(404);
      const uploaded = await call(p(), 'POST', '/users/me/avatar', avatarForm(PNG_1X1), as(other));
      expect((await call(p(), 'GET', new URL(uploaded.body.avatar).pathname.replace('/api/v2', ''))).status).toBe(200);
    });

    it('forum SSO needs a session (401) and answers 503 while DISCOURSE_SSO_SECRET is unset', async () => {
      expect((await call(p(), 'GET', '/auth/sso/discourse?sso=x&sig=y')).status).toBe(401);
      const off = await call(p(), 'GET', '/auth/sso/discourse?sso=x&sig=y', undefined, as(owner));
      expect(off.status).toBe(503);
      expect(off.body.message).toMatch(/DISCOURSE_SSO_SECRET/);
    });

    it('Google endpoints answer 503 with a clear message while GOOGLE_CLIENT_ID is unset', async () => {
      for (const [method, path, body] of [
        ['POST', '/auth/login-google', { token: 'x' }],
        ['GET', '/auth/google', undefined],
        ['GET', '/auth/google/callback?code=x&state=y', undefined],
        ['POST', '/auth/google/exchange', { code: 'x' }],
      ] as const) {
        const res = await call(p(), method, path, body);
        expect({ path, status: res.status, message: res.body.message }).toEqual({
          path,
          status: 503,
          message: expect.stringMatching(/GOOGLE_CLIENT_ID/),
        });
      }
      expect((await call(p(), 'GET', '/client-config')).body.googleClientId).toBeNull();
    });
  });
});
