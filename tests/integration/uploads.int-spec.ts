import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG_1X1, avatarForm, call, newKadet } from '../support/accounts';
import { eventually } from '../support/eventually';
import { type RunningPlatform, freePort, startDistributed } from '../support/platform';
import { backingServicesAvailable } from '../support/services';
import { usePlatform } from '../support/use-platform';

// Issue 31: an upload whose write is not confirmed in time stays stored, since the write may have
// been committed. Distributed mode: the users service is frozen (SIGSTOP) with the write unread, so
// the BFF answers 503 WRITE_OUTCOME_UNKNOWN; thawed, it commits the write, which points at the file.
// Issue 24: the BFF replicas share the file store (PostgreSQL), whatever machine each runs on.

const RPC_TIMEOUT_MS = 2000;

if (await backingServicesAvailable()) {
  describe('uploads with an unknown outcome (distributed)', () => {
    // Sessions kept long enough for the upload to pass the session check while users is frozen.
    const p = usePlatform(() => startDistributed({ RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), SESSION_CACHE_SECONDS: '600' }));

    it('keeps an avatar whose write was not confirmed, and serves it once the write turns out committed', async () => {
      const platform = p();
      const kadet = await newKadet(platform);
      const token = kadet.sessionCookie as string;
      expect((await call(platform, 'GET', '/users/me', undefined, { token })).body.avatar).toBeNull();

      platform.signal!(['users'], 'SIGSTOP');
      let upload;
      try {
        upload = await call(platform, 'POST', '/users/me/avatar', avatarForm(PNG_1X1), { token });
      } finally {
        platform.signal!(['users'], 'SIGCONT');
      }
      expect(upload.status).toBe(503);
      expect(upload.body).toMatchObject({ statusCode: 503, code: 'WRITE_OUTCOME_UNKNOWN' });

      // Thawed, users handles the write it was sent: the profile points at the uploaded file.
      const avatar = await eventually(
        'the profile to point at the uploaded avatar',
        async () => {
          const me = await call(platform, 'GET', '/users/me', undefined, { token });
          return me.status === 200 && typeof me.body.avatar === 'string' && (me.body.avatar as string);
        },
        { timeoutMs: 30_000, intervalMs: 250 },
      );
      expect(avatar).toMatch(/\/api\/v2\/files\/[0-9a-f-]{36}\.png$/);
      const served = await fetch(`${platform.baseUrl}${new URL(avatar).pathname}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);
    }, 90_000);

    describe('on two BFF replicas, each with a DATA_DIR of its own (two machines)', () => {
      let second: RunningPlatform;
      let secondDataDir: string;

      beforeAll(async () => {
        const platform = p();
        const port = await freePort();
        secondDataDir = mkdtempSync(join(tmpdir(), 'lakbay-it-bff2-'));
        await platform.start(['bff'], { env: { PORT: String(port), DATA_DIR: secondDataDir }, label: 'bff2' });
        second = { ...platform, baseUrl: `http://127.0.0.1:${port}` };
        await eventually('the second BFF to be healthy', async () => (await fetch(`${second.baseUrl}/api/v2/health`)).status === 200, {
          timeoutMs: 60_000,
          intervalMs: 250,
        });
      }, 90_000);

      afterAll(async () => {
        await p()
          .stop(['bff2'])
          .catch(() => undefined);
        rmSync(secondDataDir, { recursive: true, force: true });
      });

      it('serves through one replica what was uploaded through the other, and removes there what the other replaced; nothing is on either disk', async () => {
        const platform = p();
        const kadet = await newKadet(platform);
        const token = kadet.sessionCookie as string;
        // Several chunks of the store.
        const picture = Buffer.concat([PNG_1X1, randomBytes(1500 * 1024)]);
        const first = await call(platform, 'POST', '/users/me/avatar', avatarForm(picture), { token });
        expect(first.status).toBe(200);
        const firstPath = new URL(first.body.avatar as string).pathname;
        const served = await fetch(`${second.baseUrl}${firstPath}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-length')).toBe(String(picture.length));
        expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);

        // Replaced through the second replica: the first no longer serves the old one, and serves the new.
        const replaced = await call(second, 'POST', '/users/me/avatar', avatarForm(PNG_1X1), { token });
        expect(replaced.status).toBe(200);
        expect((await fetch(`${platform.baseUrl}${firstPath}`)).status).toBe(404);
        const newer = await fetch(`${platform.baseUrl}${new URL(replaced.body.avatar as string).pathname}`);
        expect(newer.status).toBe(200);
        expect(Buffer.from(await newer.arrayBuffer())).toEqual(PNG_1X1);

        // The store's database is in each process's readiness, reported, not required.
        for (const name of ['bff', 'bff2', 'users']) {
          const ready = (await (await fetch(`${platform.opsUrl!(name)}/health/ready`)).json()) as { checks: Record<string, unknown> };
          expect({ name, files: ready.checks.files }).toMatchObject({ name, files: { status: 'up', required: false } });
        }
        for (const dataDir of [platform.env.DATA_DIR as string, secondDataDir]) {
          expect({ dataDir, uploads: existsSync(join(dataDir, 'uploads')) }).toEqual({ dataDir, uploads: false });
        }
      }, 60_000);
    });

    it('removes the avatar a confirmed write replaced', async () => {
      const platform = p();
      const kadet = await newKadet(platform);
      const token = kadet.sessionCookie as string;
      const first = await call(platform, 'POST', '/users/me/avatar', avatarForm(PNG_1X1), { token });
      expect(first.status).toBe(200);
      const before = new URL(first.body.avatar as string).pathname;
      // The second replaces the first, which goes.
      const second = await call(platform, 'POST', '/users/me/avatar', avatarForm(PNG_1X1), { token });
      expect(second.status).toBe(200);
      expect((await fetch(`${platform.baseUrl}${before}`)).status).toBe(404);
      expect((await fetch(`${platform.baseUrl}${new URL(second.body.avatar as string).pathname}`)).status).toBe(200);
    }, 60_000);
  });
}
