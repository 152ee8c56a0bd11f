import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { PNG_1X1, avatarForm, call, newKadet } from '../support/accounts';
import { eventually } from '../support/eventually';
import type { RunningPlatform } from '../support/platform';
import { backingServicesAvailable } from '../support/services';
import { platformModes } from '../support/use-platform';
import { useSharedPlatform } from '../support/shared-platform';

// Issue 31: multipart uploads stream to storage as they arrive (checked by their first and last
// bytes on the way), never whole in memory; a refused, over-large or cut-off file leaves nothing.
// Storage is the platform's file store: local disk standalone, PostgreSQL distributed.

const uploadsOf = (platform: RunningPlatform): string => join(platform.env.DATA_DIR as string, 'uploads');

/**
 * What the store holds, by name and size: standalone, the files of DATA_DIR/uploads (temporary
 * ones `.<id>.<pid>.tmp`); distributed, the rows of PostgreSQL's file store, a save still under way
 * as `.<id>.tmp` with the bytes its chunks hold so far.
 */
function entries(platform: RunningPlatform): Map<string, number> {
  if (platform.mode === 'distributed') {
    const rows = platform.sql!(
      `select coalesce(f.name, '.' || f.id || '.tmp') || '|' || coalesce(sum(length(c.data)), 0)
         from files.file f left join files.chunk c on c.file_id = f.id group by f.id`,
    );
    return new Map(
      rows
        .split('\n')
        .filter(Boolean)
        .map((row) => {
          const [name, size] = row.split('|');
          return [name ?? '', Number(size)] as const;
        }),
    );
  }
  const dir = uploadsOf(platform);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return new Map();
  }
  const found = new Map<string, number>();
  for (const name of names) {
    try {
      found.set(name, statSync(join(dir, name)).size);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

const added = (before: Map<string, number>, after: Map<string, number>): string[] => [...after.keys()].filter((name) => !before.has(name));

if (await backingServicesAvailable()) {
  for (const mode of await platformModes()) {
    describe(`upload streaming (${mode})`, () => {
      const p = useSharedPlatform(mode);

      it('writes a picture to storage while it is still arriving, and keeps nothing of a form cut off midway', async () => {
        const platform = p();
        const kadet = await newKadet(platform);
        const before = entries(platform);
        const boundary = `----lakbay${randomBytes(8).toString('hex')}`;
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        );
        const picture = Buffer.concat([PNG_1X1, randomBytes(1800 * 1024)]);
        const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
        const url = new URL('/api/v2/users/me/avatar', platform.baseUrl);
        const answered: { status?: number; error?: string } = {};
        const req = request(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${kadet.sessionCookie as string}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(head.length + picture.length + tail.length),
            'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          },
        });
        req.on('response', (res) => {
          answered.status = res.statusCode;
          res.resume();
        });
        req.on('error', (err) => {
          answered.error = err.message;
        });
        // Half the picture, then the client goes quiet with the rest unsent.
        req.write(head);
        req.write(picture.subarray(0, 1024 * 1024));
        const partial = await eventually(
          'a temporary file holding what arrived so far',
          () => {
            const now = entries(platform);
            const temp = added(before, now).find((name) => name.endsWith('.tmp') && (now.get(name) ?? 0) >= 512 * 1024);
            return temp ?? false;
          },
          { timeoutMs: 20_000, intervalMs: 100 },
        );
        expect(partial).toMatch(/^\..*\.tmp$/);
        expect(answered.status).toBeUndefined();

        // The connection drops: nothing of the upload stays, temporary or stored.
        req.destroy();
        await eventually('the cut-off upload to leave nothing', () => added(before, entries(platform)).length === 0, {
          timeoutMs: 20_000,
          intervalMs: 100,
        });
        const me = await call(platform, 'GET', '/users/me', undefined, { token: kadet.sessionCookie });
        expect(me.status).toBe(200);
        expect(me.body.avatar).toBeNull();
      }, 60_000);

      it('stores a picture sent in full byte for byte, and keeps nothing of a refused or over-large one', async () => {
        const platform = p();
        const kadet = await newKadet(platform);
        const token = kadet.sessionCookie;
        const before = entries(platform);

        const html = await call(platform, 'POST', '/users/me/avatar', avatarForm(Buffer.from('<html><script>alert(1)</script>')), {
          token,
        });
        expect(html.status).toBe(400);
        const tooBig = await call(
          platform,
          'POST',
          '/users/me/avatar',
          avatarForm(Buffer.concat([PNG_1X1, randomBytes(2 * 1024 * 1024)])),
          {
            token,
          },
        );
        expect(tooBig.status).toBe(413);
        expect(added(before, entries(platform))).toEqual([]);

        const picture = Buffer.concat([PNG_1X1, randomBytes(1500 * 1024)]);
        const stored = await call(platform, 'POST', '/users/me/avatar', avatarForm(picture), { token });
        expect(stored.status).toBe(200);
        const name = new URL(stored.body.avatar as string).pathname.split('/').pop()!;
        expect(added(before, entries(platform))).toEqual([name]);
        const served = await fetch(`${platform.baseUrl}/api/v2/files/${name}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
      }, 60_000);
    });
  }
}
