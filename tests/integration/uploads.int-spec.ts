import { PNG_1X1, avatarForm, call, newKadet } from '../support/accounts';
import { eventually } from '../support/eventually';
import { startDistributed } from '../support/platform';
import { backingServicesAvailable } from '../support/services';
import { usePlatform } from '../support/use-platform';

// Issue 31: an upload whose write is not confirmed in time stays stored, since the write may have
// been committed. Distributed mode: the users service is frozen (SIGSTOP) with the write unread, so
// the BFF answers 503 WRITE_OUTCOME_UNKNOWN; thawed, it commits the write, which points at the file.

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
