import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { RunningPlatform } from '../support/platform';
import { useSharedPlatform } from '../support/shared-platform';
import { type PlatformMode, platformModes, startPlatform, usePlatform } from '../support/use-platform';
import { type Answer, DEMO, type Json, call, login, newKadet, signupToken, uniqueEmail } from '../support/accounts';
import { eventually } from '../support/eventually';

const PASSWORD = 'kalamansi-jeepney-42';

// The distributed platform's RPC_TIMEOUT_MS, and how long a test holds a lock to outlast it.
const RPC_TIMEOUT_MS = 2500;
const LOCK_SECONDS = 4;
const SESSION_LOCKS = `select count(*) from pg_locks l join pg_class c on c.oid = l.relation
  where c.relname = 'session' and l.mode = 'ExclusiveLock' and l.granted`;

/** Holds an exclusive lock on users.session (inserts wait) for some seconds; resolves when released. */
function lockSessionsFor(platform: RunningPlatform, seconds: number): Promise<void> {
  const sql = `begin; lock table users."session" in exclusive mode; select pg_sleep(${seconds}); commit;`;
  const child = spawn('psql', [platform.env.DATABASE_URL as string, '-qc', sql], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited with ${code}`))));
  });
}

const keyed = (key: string, token?: string) => ({ headers: { 'idempotency-key': key }, ...(token ? { token } : {}) });

function describeIdempotency(mode: PlatformMode) {
  describe(`safe retries of writes with Idempotency-Key (${mode})`, () => {
    // Distributed: a short RPC timeout of its own, which the shared platform does not have.
    const p =
      mode === 'standalone'
        ? useSharedPlatform(mode)
        : usePlatform(() =>
            startPlatform(mode, { TRUST_PROXY: 'true', SIGNUP_MAX_PER_HOUR: '1000', RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) }),
          );
    let admin = '';

    beforeAll(async () => {
      admin = (await login(p(), DEMO.admin)).sessionCookie;
    }, 60000);

    /** A sign-up waiting for its link: the form sent, the token read from the e-mail. */
    async function pendingSignup(): Promise<{ email: string; token: string }> {
      const email = uniqueEmail();
      expect((await call(p(), 'POST', '/auth/signup', { email, password: PASSWORD })).status).toBe(202);
      return { email, token: await signupToken(p(), email) };
    }

    describe('sign-up link', () => {
      it('answers a repeat with the same key and body with the first 201, session included, without signing up again', async () => {
        const key = randomUUID();
        const { token } = await pendingSignup();
        const first = await call(p(), 'POST', '/auth/signup/complete', { token }, keyed(key));
        const again = await call(p(), 'POST', '/auth/signup/complete', { token }, keyed(key));
        expect(first.status).toBe(201);
        expect(again.status).toBe(201);
        expect(again.body).toEqual(first.body);
        // Without the key the link is refused: it worked once.
        const unkeyed = await call(p(), 'POST', '/auth/signup/complete', { token });
        expect(unkeyed.status).toBe(400);
        const me = await call(p(), 'GET', '/users/me', undefined, { token: again.body.sessionCookie });
        expect(me.body.id).toBe(first.body.id);
      });

      it('refuses the key with another body: 422 IDEMPOTENCY_KEY_REUSED, and nothing done', async () => {
        const key = randomUUID();
        const one = await pendingSignup();
        expect((await call(p(), 'POST', '/auth/signup/complete', { token: one.token }, keyed(key))).status).toBe(201);
        const other = await pendingSignup();
        const reused = await call(p(), 'POST', '/auth/signup/complete', { token: other.token }, keyed(key));
        expect(reused.status).toBe(422);
        expect(reused.body).toEqual({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringMatching(/already used/) });
        // The other link was not used: it signs up now.
        expect((await call(p(), 'POST', '/auth/signup/complete', { token: other.token })).status).toBe(201);
      });

      it('answers 20 uses of one link at once with one key with one account and 20 identical answers', async () => {
        const key = randomUUID();
        const { email, token } = await pendingSignup();
        const seen: string[] = [];
        // As the SPA does: a 503 WRITE_IN_PROGRESS (the first attempt still ran after the wait, as on
        // a loaded machine) is asked again with the same key after its Retry-After.
        const completeOnce = async (): Promise<Answer> => {
          for (;;) {
            const answer = await call(p(), 'POST', '/auth/signup/complete', { token }, keyed(key));
            seen.push(answer.status === 503 ? `503 ${answer.body?.code}` : String(answer.status));
            if (answer.status !== 503 || answer.body?.code !== 'WRITE_IN_PROGRESS') {
              return answer;
            }
            await new Promise((resolve) => setTimeout(resolve, 1000 * Number(answer.headers.get('retry-after') ?? 1)));
          }
        };
        const answers = await Promise.all(Array.from({ length: 20 }, completeOnce));
        // Nothing but the outcome and "still being saved" along the way.
        expect(seen.filter((s) => s !== '201' && s !== '503 WRITE_IN_PROGRESS')).toEqual([]);
        expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
        const first: Json = answers[0]?.body;
        expect(first.email).toBe(email);
        for (const answer of answers) {
          expect(answer.body).toEqual(first);
        }
        if (p().sql) {
          expect(p().sql!(`select count(*) from users."user" where email = '${email}'`)).toBe('1');
          expect(p().sql!(`select count(*) from users."session" where user_id = '${first.id}'`)).toBe('1');
        }
      });

      if (mode === 'distributed') {
        it('answers the retry of a sign-up whose answer was lost (503) but which committed with its outcome, not 400', async () => {
          const key = randomUUID();
          const { email, token } = await pendingSignup();
          // Sessions locked for longer than RPC_TIMEOUT_MS: the sign-up waits, the BFF gives up
          // with 503, then the lock goes and the sign-up commits, as after a short NATS outage.
          const locker = lockSessionsFor(p(), LOCK_SECONDS);
          await eventually('the first write to hold its lock', () => p().sql!(SESSION_LOCKS) === '1', { timeoutMs: 5000 });
          const lost = await call(p(), 'POST', '/auth/signup/complete', { token }, keyed(key));
          expect(lost.status).toBe(503);
          await locker;
          const retried = await call(p(), 'POST', '/auth/signup/complete', { token }, keyed(key));
          expect(retried.status).toBe(201);
          expect(retried.body.email).toBe(email);
          expect(p().sql!(`select count(*) from users."session" where user_id = '${retried.body.id}'`)).toBe('1');
          expect((await call(p(), 'GET', '/users/me', undefined, { token: retried.body.sessionCookie })).status).toBe(200);
        });
      }

      it('keeps neither the key nor the session token readable in the table', async () => {
        const key = randomUUID();
        const { token } = await pendingSignup();
        const signedUp = await call(p(), 'POST', '/auth/signup/complete', { token }, keyed(key));
        expect(signedUp.status).toBe(201);
        if (p().sql) {
          const dump = p().sql!(`select scope || ' ' || key_hash || ' ' || command || ' ' || reply from users.idempotency_keys`);
          expect(dump).toContain('anonymous');
          expect(dump).toContain('users.auth.signup.complete');
          expect(dump).not.toContain(key);
          expect(dump).not.toContain(signedUp.body.sessionCookie);
        }
      });
    });

    describe('profile', () => {
      it('answers a repeated PATCH with the first answer and does not apply it again', async () => {
        const kadet = await newKadet(p());
        const key = randomUUID();
        const first = await call(p(), 'PATCH', '/users/me', { city: 'Cebu City' }, keyed(key, kadet.sessionCookie));
        expect(first.status).toBe(200);
        expect(first.body.city).toBe('Cebu City');
        // A later change without a key, then the first request retried.
        expect((await call(p(), 'PATCH', '/users/me', { city: 'Iloilo City' }, { token: kadet.sessionCookie })).status).toBe(200);
        const retried = await call(p(), 'PATCH', '/users/me', { city: 'Cebu City' }, keyed(key, kadet.sessionCookie));
        expect(retried.status).toBe(200);
        expect(retried.body).toEqual(first.body);
        expect((await call(p(), 'GET', '/users/me', undefined, { token: kadet.sessionCookie })).body.city).toBe('Iloilo City');
      });

      it('keeps the keys of two users apart', async () => {
        const [a, b] = [await newKadet(p()), await newKadet(p())];
        const key = randomUUID();
        const forA = await call(p(), 'PATCH', '/users/me', { city: 'Baguio' }, keyed(key, a.sessionCookie));
        const forB = await call(p(), 'PATCH', '/users/me', { city: 'Baguio' }, keyed(key, b.sessionCookie));
        expect([forA.status, forB.status]).toEqual([200, 200]);
        expect(forA.body.id).toBe(a.id);
        expect(forB.body.id).toBe(b.id);
      });
    });

    describe('content admin', () => {
      const faqCount = async (question: string) =>
        (await call(p(), 'GET', `/admin/faqs?q=${encodeURIComponent(question)}`, undefined, { token: admin })).body.total as number;

      it('creates one record for a create repeated with its key', async () => {
        const question = `Is this kept once ${randomUUID()}?`;
        const key = randomUUID();
        const first = await call(p(), 'POST', '/admin/faqs', { question, answer: 'Yes.' }, keyed(key, admin));
        const again = await call(p(), 'POST', '/admin/faqs', { question, answer: 'Yes.' }, keyed(key, admin));
        expect(first.status).toBe(201);
        expect(again.status).toBe(201);
        expect(again.body).toEqual(first.body);
        expect(await faqCount(question)).toBe(1);
      });

      it('creates a record per request without a key, as before', async () => {
        const question = `Is this made twice ${randomUUID()}?`;
        const first = await call(p(), 'POST', '/admin/faqs', { question, answer: 'Yes.' }, { token: admin });
        const second = await call(p(), 'POST', '/admin/faqs', { question, answer: 'Yes.' }, { token: admin });
        expect([first.status, second.status]).toEqual([201, 201]);
        expect(second.body.id).not.toBe(first.body.id);
        expect(await faqCount(question)).toBe(2);
      });
    });

    describe('the header', () => {
      it('refuses a malformed key with 400 on the Idempotency-Key field, and ignores the header on reads', async () => {
        const bad = await call(p(), 'POST', '/auth/signup', { email: uniqueEmail(), password: PASSWORD }, keyed('two words'));
        expect(bad.status).toBe(400);
        expect(bad.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: [{ property: 'Idempotency-Key', constraints: [expect.stringMatching(/visible ASCII/)] }],
        });
        expect((await call(p(), 'GET', '/careers', undefined, keyed('two words'))).status).toBe(200);
      });

      if (mode === 'standalone') {
        it('is documented on every write operation of the OpenAPI document', async () => {
          const document = (await (await fetch(`${p().baseUrl}/api/docs-json`)).json()) as {
            paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
          };
          const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
            Object.entries(operations)
              .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
              .map(([method, operation]) => ({
                route: `${method} ${path}`,
                documented: !!operation.parameters?.some((x) => x.in === 'header' && x.name === 'Idempotency-Key'),
              })),
          );
          expect(writes.length).toBeGreaterThan(30);
          expect(writes.filter((w) => !w.documented)).toEqual([]);
        });
      }
    });
  });
}

// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
for (const mode of await platformModes()) {
  describeIdempotency(mode);
}
