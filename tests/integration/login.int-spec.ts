import { DEMO, signUp, uniqueEmail } from '../support/accounts';
import { jwtVerify } from 'jose';
import type { RunningPlatform } from '../support/platform';
import { type PlatformMode, platformModes, startPlatform, usePlatform } from '../support/use-platform';

const KADET = { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo' };
const KOACH = { email: 'koach@demo.lakbay.ph', password: 'lakbay-koach-demo' };
const ADMIN = DEMO.admin;
// Low limits so the throttle is reached quickly; separate from the demo accounts' limits.
// Bodies are JSON whose shape each test asserts.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = any;

const PLATFORM_ENV = { LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '50', TRUST_PROXY: 'true' };

async function post(platform: RunningPlatform, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${platform.baseUrl}/api/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Json };
}

async function get(platform: RunningPlatform, path: string, token?: string) {
  const res = await fetch(`${platform.baseUrl}/api/v2${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Json };
}

function describeLogin(mode: PlatformMode) {
  describe(`POST /api/v2/auth/login (${mode})`, () => {
    const p = usePlatform(() => startPlatform(mode, PLATFORM_ENV));

    it('returns the logged user of spec section 3 with a bearer token and a signed idToken', async () => {
      const { status, body } = await post(p(), '/auth/login', { email: 'Kadet@Demo.Lakbay.ph', password: KADET.password });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        username: 'demo_kadet',
        isCoach: false,
        avatar: null,
        isEmulationSession: false,
        firebaseAuthId: body.id,
      });
      expect(body.sessionCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { payload } = await jwtVerify(body.idToken, new TextEncoder().encode(p().authSecret), { issuer: 'lakbay' });
      expect(payload).toMatchObject({ sub: body.id, isAdmin: false, isCoach: false });
    });

    it('marks a Koach with isCoach and an admin with isAdmin in the idToken', async () => {
      const koach = await post(p(), '/auth/login', KOACH);
      expect(koach.body.isCoach).toBe(true);
      const admin = await post(p(), '/auth/login', ADMIN);
      const { payload } = await jwtVerify(admin.body.idToken, new TextEncoder().encode(p().authSecret));
      expect(payload.isAdmin).toBe(true);
    });

    it('answers an unknown e-mail and a wrong password with the same 401 body', async () => {
      const unknown = await post(p(), '/auth/login', { email: 'nobody@example.ph', password: 'whatever-123' });
      const wrong = await post(p(), '/auth/login', { email: KOACH.email, password: 'not-the-password' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password.' });
    });

    it('answers missing and empty fields with 400 in the shape of spec section 5', async () => {
      const empty = await post(p(), '/auth/login', { email: '', password: '' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toEqual([
        { property: 'email', constraints: ['E-mail address is required.'] },
        { property: 'password', constraints: ['Password is required.'] },
      ]);
      const missing = await post(p(), '/auth/login', { email: KADET.email });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toEqual([{ property: 'password', constraints: ['Password is required.'] }]);
      const malformed = await post(p(), '/auth/login', '{"email":');
      expect(malformed.status).toBe(400);
      expect(typeof malformed.body.message).toBe('string');
    });

    it('revokes the session on logout: the token gets 401 afterwards', async () => {
      const { body: user } = await post(p(), '/auth/login', KADET);
      expect((await get(p(), '/auth/me', user.sessionCookie)).body).toMatchObject({ id: user.id, username: 'demo_kadet' });
      const logout = await post(p(), '/auth/logout', {}, { authorization: `Bearer ${user.sessionCookie}` });
      expect(logout.status).toBe(204);
      const after = await get(p(), '/auth/me', user.sessionCookie);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('UNAUTHENTICATED');
      expect((await get(p(), '/auth/me', 'made-up-token')).status).toBe(401);
      expect((await get(p(), '/auth/me')).status).toBe(401);
    });

    it('throttles repeated failures for one account with 429, even with the right password', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await post(p(), '/auth/login', { email: ADMIN.email, password: `wrong-${i}` })).status).toBe(401);
      }
      const throttled = await post(p(), '/auth/login', ADMIN);
      expect(throttled.status).toBe(429);
      expect(throttled.body.code).toBe('TOO_MANY_ATTEMPTS');
      // Another account from the same address is not affected.
      expect((await post(p(), '/auth/login', KADET)).status).toBe(200);
    });

    it('evaluates at most the limit of 60 parallel guesses from one address, and the owner still logs in from theirs', async () => {
      const attacker = { 'x-forwarded-for': '203.0.113.7' };
      const guesses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => post(p(), '/auth/login', { email: KOACH.email, password: `guess-${i}` }, attacker)),
      );
      const statuses = guesses.map((g) => g.status);
      // Each 401 is a password the users service checked: no more than LOGIN_MAX_FAILURES.
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(57);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect((await post(p(), '/auth/login', KOACH, attacker)).status).toBe(429);
      expect((await post(p(), '/auth/login', KOACH, { 'x-forwarded-for': '198.51.100.20' })).status).toBe(200);
    });

    it("holds an attacker rotating 100 addresses to the account's limit, while the owner's known browser logs in", async () => {
      const owner = { email: uniqueEmail('owner'), password: 'kalamansi-jeepney-42' };
      await signUp(p(), owner);
      // The owner's browser logged in before: it keeps the device cookie it was given.
      const first = await fetch(`${p().baseUrl}/api/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.40' },
        body: JSON.stringify(owner),
      });
      expect(first.status).toBe(200);
      const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
      expect(cookie).toMatch(/^lakbay_device_[0-9a-f]{12}=\S+$/);

      const statuses: number[] = [];
      for (let wave = 0; wave < 10; wave++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            post(
              p(),
              '/auth/login',
              { email: owner.email, password: `guess-${wave}-${i}` },
              { 'x-forwarded-for': `203.0.113.${wave * 10 + i + 1}` },
            ),
          ),
        );
        statuses.push(...answers.map((a) => a.status));
      }
      // LOGIN_ACCOUNT_MAX_FAILURES (20) passwords were checked; every other guess was refused unchecked.
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(80);

      // An untrusted browser is throttled, even with the right password; the owner's own is not.
      expect((await post(p(), '/auth/login', owner, { 'x-forwarded-for': '198.51.100.41' })).status).toBe(429);
      const known = await post(p(), '/auth/login', owner, { 'x-forwarded-for': '198.51.100.41', cookie });
      expect(known.status).toBe(200);
      expect(known.body.email).toBe(owner.email);
    }, 120_000);

    it('tells the SPA its run-time settings: no analytics key and no Google client by default', async () => {
      const { status, body } = await get(p(), '/client-config');
      expect(status).toBe(200);
      expect(body).toEqual({ analytics: null, googleClientId: null, version: '', schedulingEmail: 'schedule@demo.lakbay.ph' });
    });

    if (mode === 'standalone') {
      it('keeps accounts and sessions across a restart, without seeding twice', async () => {
        const { body: user } = await post(p(), '/auth/login', KADET);
        await p().stop();
        await p().start([]);
        expect((await get(p(), '/auth/me', user.sessionCookie)).body).toMatchObject({ id: user.id });
        const again = await post(p(), '/auth/login', KADET);
        expect(again.body.id).toBe(user.id);
      }, 90000);
    }

    if (mode === 'distributed') {
      it('stores passwords as scrypt hashes and session tokens only as hashes', async () => {
        const { body: user } = await post(p(), '/auth/login', KADET);
        const sql = p().sql!;
        // Test platforms hash light (TEST_LIGHT_PASSWORD_HASHES, tests/support/process-env.ts); the
        // parameters of a deployment are credentials.spec.ts's, and login-crowd.int-spec.ts logs in with them.
        expect(sql(`select password_hash from users."user" where email = '${KADET.email}'`)).toMatch(
          /^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/,
        );
        expect(sql(`select count(*) from users.session where token_hash = '${user.sessionCookie}'`)).toBe('0');
        expect(Number(sql(`select count(*) from users.session where user_id = '${user.id}'`))).toBeGreaterThan(0);
      });

      it('shares requests between two replicas of the users service', async () => {
        const instances = new Set<string>();
        for (let i = 0; i < 40 && instances.size < 2; i++) {
          instances.add((await get(p(), '/health')).body.services.users.instance);
        }
        expect(instances.size).toBe(2);
      });

      it('answers 503 naming the service, without hanging, when the users service is down', async () => {
        await p().stop(['users']);
        const started = Date.now();
        const { status, body } = await post(p(), '/auth/login', KADET);
        expect(status).toBe(503);
        expect(body.code).toBe('SERVICE_UNAVAILABLE');
        expect(body.message).toMatch(/users service/);
        expect(Date.now() - started).toBeLessThan(7000);
        const health = await get(p(), '/health');
        expect(health.status).toBe(503);
        expect(health.body.services.users.status).toBe('unavailable');
      });
    }
  });
}

// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
for (const mode of await platformModes()) {
  describeLogin(mode);
}
