import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { OUTBOX_SERVICES } from '@lakbay/contracts';
import { DEMO, call, login, waitForMail } from '../support/accounts';
import { eventually } from '../support/eventually';
import { useSharedPlatform } from '../support/shared-platform';
import { type PlatformMode, platformModes, startPlatform, usePlatform } from '../support/use-platform';

const SUBJECT = 'Your Lakbay session notes';

/**
 * The admin page Follow-up work's API: GET /admin/follow-up-work asks every service with an outbox,
 * POST /admin/follow-up-work/redrive sends failed work again.
 */
function describeFollowUpWork(mode: PlatformMode) {
  describe(`admin follow-up work (${mode})`, () => {
    const p = useSharedPlatform(mode);
    let admin = '';
    let kadet = '';

    beforeAll(async () => {
      admin = (await login(p(), DEMO.admin)).sessionCookie;
      kadet = (await login(p(), DEMO.kadet)).sessionCookie;
    }, 60000);

    it('is for admins only: 401 without a session, 403 for a Kadet', async () => {
      expect((await call(p(), 'GET', '/admin/follow-up-work')).status).toBe(401);
      const list = await call(p(), 'GET', '/admin/follow-up-work', undefined, { token: kadet });
      const redrive = await call(p(), 'POST', '/admin/follow-up-work/redrive', { service: 'users' }, { token: kadet });
      expect([list.status, redrive.status]).toEqual([403, 403]);
      expect(redrive.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: expect.any(String) });
    });

    it('answers the counts of every service with an outbox', async () => {
      const { status, body } = await call(p(), 'GET', '/admin/follow-up-work', undefined, { token: admin });
      expect(status).toBe(200);
      expect(body.services.map((s: { service: string }) => s.service)).toEqual([...OUTBOX_SERVICES]);
      for (const service of body.services) {
        expect(service).toMatchObject({
          reachable: true,
          counts: { pending: expect.any(Number), enqueued: expect.any(Number), delayed: expect.any(Number), failed: expect.any(Number) },
        });
      }
      expect(Array.isArray(body.items)).toBe(true);
    });

    it.each([
      ['no service', {}, 'service'],
      ['an unknown service', { service: 'notifications' }, 'service'],
      ['ids that are not a list', { service: 'users', ids: 'all' }, 'ids'],
      ['an id that is not a UUID', { service: 'users', ids: ['1'] }, 'ids'],
      ['more than 1000 ids', { service: 'users', ids: Array.from({ length: 1001 }, () => randomUUID()) }, 'ids'],
    ])('refuses %s with 400 in the error shape', async (_what, body, property) => {
      const res = await call(p(), 'POST', '/admin/follow-up-work/redrive', body, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: [expect.objectContaining({ property })] });
    });

    it('answers 0 for ids that are not failed work, with an Idempotency-Key as the web app sends', async () => {
      const body = { service: 'content', ids: [randomUUID()] };
      const plain = await call(p(), 'POST', '/admin/follow-up-work/redrive', body, { token: admin });
      const keyed = await call(p(), 'POST', '/admin/follow-up-work/redrive', body, {
        token: admin,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect([plain, keyed]).toMatchObject([
        { status: 200, body: { service: 'content', redriven: 0 } },
        { status: 200, body: { service: 'content', redriven: 0 } },
      ]);
    });

    // A failed row is written straight into the service's table, which psql reaches in distributed mode
    // (standalone's PGlite lives inside the platform process).
    if (mode === 'distributed') {
      it('lists a failed e-mail with its reason, and sends it once when sent again (a retry with the same key too)', async () => {
        const id = randomUUID();
        const to = `followup.${id.slice(0, 8)}@example.ph`;
        const data = JSON.stringify({ to, subject: SUBJECT, text: 'Notes from your session.' });
        p().sql!(
          `insert into users.outbox (id, name, data, run_at, created_at, enqueued_at, failed_at, attempts, last_error)
           values ('${id}', 'mail.send', '${data}', now() - interval '2 hours', now() - interval '2 hours',
                   now() - interval '2 hours', now() - interval '1 hour', 3, 'SMTP 451: mailbox busy')`,
        );

        const listed = await call(p(), 'GET', '/admin/follow-up-work', undefined, { token: admin });
        expect(listed.body.items).toContainEqual({
          service: 'users',
          id,
          job: 'mail.send',
          state: 'failed',
          summary: `"${SUBJECT}" to ${to}`,
          dueAt: expect.any(String),
          failedAt: expect.any(String),
          attempts: 3,
          redrives: 0,
          lastError: 'SMTP 451: mailbox busy',
        });
        expect(listed.body.services.find((s: { service: string }) => s.service === 'users').counts.failed).toBeGreaterThanOrEqual(1);
        // Failed work comes before delayed work.
        const states: string[] = listed.body.items.map((item: { state: string }) => item.state);
        expect(states).toEqual([...states].sort());

        const key = { token: admin, headers: { 'idempotency-key': randomUUID() } };
        const first = await call(p(), 'POST', '/admin/follow-up-work/redrive', { service: 'users', ids: [id] }, key);
        const retried = await call(p(), 'POST', '/admin/follow-up-work/redrive', { service: 'users', ids: [id] }, key);
        expect(first).toMatchObject({ status: 200, body: { service: 'users', redriven: 1 } });
        expect(retried.body).toEqual(first.body);

        const seen = new Set<string>();
        await waitForMail(p().env.DATA_DIR as string, to, SUBJECT, seen, 30000);
        await eventually(
          'the item to leave the list',
          async () => {
            const after = await call(p(), 'GET', '/admin/follow-up-work', undefined, { token: admin });
            return !after.body.items.some((item: { id: string }) => item.id === id);
          },
          { timeoutMs: 30000, intervalMs: 250 },
        );
        expect(p().sql!(`select redrives from users.outbox where id = '${id}'`)).toBe('1');
        // Sent once: no second e-mail follows.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await expect(waitForMail(p().env.DATA_DIR as string, to, SUBJECT, seen, 500)).rejects.toThrow();
      }, 90000);

      it('sends failed work again from the command line (npm run outbox:redrive), and refuses an unknown service', async () => {
        const id = randomUUID();
        const to = `followup.cli.${id.slice(0, 8)}@example.ph`;
        const data = JSON.stringify({ to, subject: SUBJECT, text: 'Notes from your session.' });
        p().sql!(
          `insert into users.outbox (id, name, data, run_at, created_at, enqueued_at, failed_at, attempts, last_error)
           values ('${id}', 'mail.send', '${data}', now() - interval '2 hours', now() - interval '2 hours',
                   now() - interval '2 hours', now() - interval '1 hour', 3, 'SMTP 451: mailbox busy')`,
        );
        const db = (...args: string[]) =>
          execFileSync('node_modules/.bin/node', ['dist/services/launcher/src/db.js', ...args], {
            env: p().env,
            encoding: 'utf8',
            stdio: 'pipe',
            timeout: 60_000,
          });
        expect(() => db('outbox:redrive', '--service', 'notifications')).toThrow(/--service must be one of users, content/);
        expect(db('outbox:redrive', '--service', 'users', '--ids', id)).toContain('outbox:redrive users: 1 failed job(s) sent again');

        const seen = new Set<string>();
        await waitForMail(p().env.DATA_DIR as string, to, SUBJECT, seen, 30000);
        expect(p().sql!(`select redrives, failed_at is null from users.outbox where id = '${id}'`)).toBe('1|t');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await expect(waitForMail(p().env.DATA_DIR as string, to, SUBJECT, seen, 500)).rejects.toThrow();
      }, 90000);
    }
  });
}

for (const mode of await platformModes()) {
  describeFollowUpWork(mode);
}

if ((await platformModes()).includes('distributed')) {
  describe('admin follow-up work while a service is down (distributed)', () => {
    const p = usePlatform(() => startPlatform('distributed', { TRUST_PROXY: 'true', RPC_TIMEOUT_MS: '2500' }));

    it('lists the service that does not answer as unreachable, with the others’ counts', async () => {
      const admin = (await login(p(), DEMO.admin)).sessionCookie;
      await p().stop(['content']);
      const { status, body } = await call(p(), 'GET', '/admin/follow-up-work', undefined, { token: admin });
      expect(status).toBe(200);
      const byName = Object.fromEntries(body.services.map((s: { service: string }) => [s.service, s]));
      expect(byName.content).toMatchObject({ reachable: false, error: expect.any(String) });
      for (const name of ['users', 'scheduling', 'apprenticeship']) {
        expect(byName[name]).toMatchObject({ reachable: true });
      }
      const redrive = await call(p(), 'POST', '/admin/follow-up-work/redrive', { service: 'content' }, { token: admin });
      expect(redrive.status).toBe(503);
      expect(redrive.body).toMatchObject({ statusCode: 503, code: expect.any(String), message: expect.any(String) });
    });
  });
}
