import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeHTML } from 'entities';
import { type RunningPlatform, startDistributed, startStandalone } from '../support/platform';
import { backingServicesAvailable } from '../support/services';

// A built SPA's index.html, as Vite writes it: the BFF puts each page's head into it.
const webDist = mkdtempSync(join(tmpdir(), 'lakbay-heads-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lakbay: explore careers and connect with volunteer coaches." />
    <title>Lakbay</title>
    <script type="module" crossorigin src="/assets/shell-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const PUBLIC_URL = 'https://lakbay.example';
const ENV = { SERVE_WEB: 'true', WEB_DIST: webDist, PUBLIC_URL };

// What a link preview reads: the tag's text, its entities decoded.
const decoded = (text: string | undefined) => (text === undefined ? undefined : decodeHTML(text));
const meta = (html: string, key: string) => decoded(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1]);
const title = (html: string) => decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1]);

function describePageHeads(mode: 'standalone' | 'distributed', start: () => Promise<RunningPlatform>) {
  describe(`page heads for link previews (${mode})`, () => {
    let platform: RunningPlatform | undefined;
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${platform?.baseUrl}${path}`, { headers });

    beforeAll(async () => {
      platform = await start();
    }, 120000);
    afterAll(async () => {
      await platform?.cleanup();
    }, 60000);

    it("gives a plain GET of a career page the career's title and summary, with no script run", async () => {
      const res = await get('/careers/software-developer');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(title(html)).toBe('Software Developer · Lakbay');
      expect(meta(html, 'og:title')).toBe('Software Developer');
      expect(meta(html, 'description')).toBe('Writes, tests and maintains the code behind apps, websites and business systems.');
      expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/careers/software-developer`);
      expect(meta(html, 'og:type')).toBe('article');
      expect(html).toContain('<script type="module" crossorigin src="/assets/shell-1.js"></script>');
    });

    it("names a coach's page after the coach, and a list page after the list", async () => {
      const coach = await (await get('/coaches/demo-koach')).text();
      expect(meta(coach, 'og:title')).toBe('Demo Koach');
      expect(meta(coach, 'og:description')).toBe('Product Manager at Halimbawa Tech (demo account)');
      expect(title(await (await get('/events')).text())).toBe("What's New · Lakbay");
    });

    it('gives an unknown career, and pages that are not public, the generic head', async () => {
      for (const path of ['/careers/no-such-career', '/my/profile', '/coaches/No_Such']) {
        const res = await get(path);
        const html = await res.text();
        expect({ path, status: res.status, title: title(html), og: meta(html, 'og:title') }).toEqual({
          path,
          status: 200,
          title: 'Lakbay',
          og: 'Lakbay',
        });
      }
    });

    it('revalidates each page by its own tag: 304 when unchanged, the page when the tag is another page’s', async () => {
      const first = await get('/careers/software-developer');
      const etag = first.headers.get('etag') ?? '';
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await get('/careers/software-developer', { 'if-none-match': etag })).status).toBe(304);
      const other = await get('/careers/no-such-career', { 'if-none-match': etag });
      expect(other.status).toBe(200);
      expect(other.headers.get('etag')).not.toBe(etag);
    });
  });
}

describePageHeads('standalone', () => startStandalone(ENV));
// Under CI=true an unreachable PostgreSQL, NATS or Redis throws here, failing the run by name.
if (await backingServicesAvailable()) {
  describePageHeads('distributed', () => startDistributed(ENV));
}
