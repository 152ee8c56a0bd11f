import { type Answer, DEMO, call, login, newKadet } from '../support/accounts';
import { type RunningPlatform, freePort } from '../support/platform';
import { type PlatformMode, platformModes, startPlatform, usePlatform } from '../support/use-platform';
import { eventually } from '../support/eventually';

/** A BFF of the platform: its address and its ops server (for its call counters). */
interface Bff {
  platform: RunningPlatform;
  opsUrl: string;
}

/** Calls the BFF made to a command so far, as its /metrics counts them (every outcome). */
async function callsTo(bff: Bff, command: string): Promise<number> {
  const text = await (await fetch(`${bff.opsUrl}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('lakbay_rpc_client_duration_seconds_count{') && line.includes(`command="${command}"`)) {
      total += Number(line.split(' ').pop());
    }
  }
  return total;
}

const get = (bff: Bff, path: string, options: { token?: string; etag?: string } = {}): Promise<Answer> =>
  call(bff.platform, 'GET', path, undefined, {
    token: options.token,
    headers: options.etag ? { 'if-none-match': options.etag } : {},
  });

function describeReadCaches(mode: PlatformMode) {
  describe(`BFF read caches (${mode})`, () => {
    const p = usePlatform(() => startPlatform(mode));
    /** Distributed: two BFF replicas on the same services; standalone: the one process twice. */
    let bffs: [Bff, Bff];
    let admin = '';

    beforeAll(async () => {
      const platform = p();
      const first: Bff = { platform, opsUrl: platform.opsUrl?.('bff') ?? '' };
      if (mode === 'distributed') {
        const port = await freePort();
        await platform.start(['bff'], { env: { PORT: String(port) }, label: 'bff2' });
        const second = { ...platform, baseUrl: `http://127.0.0.1:${port}` };
        for (let i = 0; i < 240 && (await fetch(`${second.baseUrl}/api/v2/health`).catch(() => undefined))?.status !== 200; i++) {
          await new Promise((r) => setTimeout(r, 250));
        }
        bffs = [first, { platform: second, opsUrl: platform.opsUrl?.('bff2') ?? '' }];
      } else {
        bffs = [first, first];
      }
      admin = (await login(platform, DEMO.admin)).sessionCookie;
    }, 120_000);

    it('answers a repeat of every public read from the BFF (no service call), exactly as the first answer, 304 included', async () => {
      const [bff] = bffs;
      const careers = await get(bff, '/careers?page=1');
      const jobs = await get(bff, '/jobs');
      const videos = await get(bff, '/videos');
      const events = await get(bff, '/events?when=all');
      const faqs = await get(bff, '/faqs');
      const coaches = await get(bff, '/coaches');
      const reads: Array<[path: string, commands: string[]]> = [
        ['/careers?page=1', ['content.careers.list']],
        [`/careers/${careers.body.items[0].slug}`, ['content.careers.get']],
        ['/career-categories', ['content.careers.categories']],
        ['/jobs', ['content.jobs.list']],
        [`/jobs/${jobs.body.items[0].id}`, ['content.jobs.get']],
        ['/videos', ['content.videos.list']],
        [`/videos/${videos.body.items[0].id}`, ['content.videos.get']],
        ['/events?when=all', ['content.events.list']],
        [`/events/${events.body.items[0].id}`, ['content.events.get']],
        ['/faqs', ['content.faqs.list']],
        [`/faqs/${(faqs.body as Array<{ slug: string | null }>).find((f) => f.slug)?.slug}`, ['content.faqs.get']],
        ['/coaches', ['users.coaches.list', 'scheduling.coaches.overview']],
        [`/coaches/${coaches.body.items[0].slug}`, ['users.coaches.directory', 'scheduling.coaches.detail']],
        ['/search?q=data', ['search.query']],
      ];
      for (const [path, commands] of reads) {
        const first = await get(bff, path);
        expect({ path, status: first.status }).toEqual({ path, status: 200 });
        const before = await Promise.all(commands.map((c) => callsTo(bff, c)));
        const again = await get(bff, path);
        expect({ path, body: again.body, etag: again.headers.get('etag') }).toEqual({
          path,
          body: first.body,
          etag: first.headers.get('etag'),
        });
        const etag = first.headers.get('etag');
        if (etag) {
          const notModified = await get(bff, path, { etag });
          expect({ path, status: notModified.status, etag: notModified.headers.get('etag') }).toEqual({ path, status: 304, etag });
        }
        expect({ path, calls: await Promise.all(commands.map((c) => callsTo(bff, c))) }).toEqual({ path, calls: before });
      }
    });

    it('shows an admin edit on the next read, on every BFF replica', async () => {
      const list = await get(bffs[0], '/careers?page=1');
      const { id, slug } = list.body.items[0];
      for (const bff of bffs) {
        await get(bff, `/careers/${slug}`);
        await get(bff, `/careers/${slug}`);
      }
      const summary = `Edited ${Date.now().toString(36)}: studies and plans.`;
      const edited = await call(p(), 'PATCH', `/admin/careers/${id}`, { summary }, { token: admin });
      expect(edited.status).toBe(200);
      // The replica that took the write answers the new text at once; the other as soon as the broadcast lands.
      expect((await get(bffs[0], `/careers/${slug}`)).body.summary).toBe(summary);
      expect((await get(bffs[0], '/careers?page=1')).body.items[0].summary).toBe(summary);
      await eventually(
        'the other BFF to answer the new summary',
        async () => (await get(bffs[1], `/careers/${slug}`)).body.summary === summary,
        { timeoutMs: 1000, intervalMs: 25 },
      );
    });

    it('answers a repeat of a public read (answered before Nest) with the same headers and body, and shows a write to it at once', async () => {
      const [bff] = bffs;
      const shown = (a: Answer) => ({
        status: a.status,
        body: a.body,
        headers: [...a.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name)),
      });
      for (const language of ['en', 'fil']) {
        const path = '/careers?page=1&pageSize=5';
        const headers = { 'accept-language': language };
        const first = await call(bff.platform, 'GET', path, undefined, { headers });
        const calls = await callsTo(bff, 'content.careers.list');
        const repeats = await Promise.all([1, 2, 3].map(() => call(bff.platform, 'GET', path, undefined, { headers })));
        for (const repeat of repeats) {
          expect(shown(repeat)).toEqual(shown(first));
        }
        expect(first.headers.get('content-language')).toBe(language);
        expect(await callsTo(bff, 'content.careers.list')).toBe(calls);
        const summary = `Repeated ${language} ${Date.now().toString(36)}: studies and plans.`;
        const edited = await call(p(), 'PATCH', `/admin/careers/${first.body.items[0].id}`, { summary }, { token: admin });
        expect(edited.status).toBe(200);
        // The write dropped the kept answer: the next read is the content service's new one.
        const after = await call(bff.platform, 'GET', path, undefined, { headers });
        expect(await callsTo(bff, 'content.careers.list')).toBe(calls + 1);
        if (language === 'en') {
          expect(after.body.items[0].summary).toBe(summary);
        }
        expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
      }
    });

    it('checks a session once, then ends it at once on every BFF replica at logout', async () => {
      const kadet = await newKadet(p());
      const token = kadet.sessionCookie as string;
      for (const bff of bffs) {
        expect((await get(bff, '/auth/me', { token })).status).toBe(200);
        const checks = await callsTo(bff, 'users.auth.session');
        for (let i = 0; i < 3; i++) {
          expect((await get(bff, '/auth/me', { token })).body.id).toBe(kadet.id);
        }
        expect(await callsTo(bff, 'users.auth.session')).toBe(checks);
      }
      expect((await call(bffs[0].platform, 'POST', '/auth/logout', undefined, { token })).status).toBe(204);
      expect((await get(bffs[0], '/auth/me', { token })).status).toBe(401);
      await eventually(
        'the other BFF to refuse the ended session',
        async () => (await get(bffs[1], '/auth/me', { token })).status === 401,
        { timeoutMs: 500, intervalMs: 25 },
      );
    });

    it('drops a cached session on every BFF replica when an admin changes the account (roles)', async () => {
      const username = `cache_${Date.now().toString(36)}`;
      const kadet = await newKadet(p(), username);
      const token = kadet.sessionCookie as string;
      for (const bff of bffs) {
        expect((await get(bff, '/auth/me', { token })).body).toMatchObject({ username, isCoach: false });
      }
      const promoted = await call(p(), 'PATCH', '/admin/updateKadetToCoach', { username, isCoach: true }, { token: admin });
      expect(promoted.status).toBe(200);
      for (const bff of bffs) {
        await eventually('every BFF to see the new role', async () => (await get(bff, '/auth/me', { token })).body.isCoach === true, {
          timeoutMs: 500,
          intervalMs: 25,
        });
      }
    });
  });
}

// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
for (const mode of await platformModes()) {
  describeReadCaches(mode);
}
