import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { EARLY_TAPS_SCRIPT } from '@lakbay/contracts';
import { decodeHTML } from 'entities';
import { type PlatformMode, platformModes, startPlatform, usePlatform } from '../support/use-platform';

// Issue 30: a plain GET of a public page (no script run) carries its content, drawn by the BFF's
// server render (SSR_PUBLIC_PAGES) in the reader's language, with the answers the browser would
// have read embedded so it reads none of them again. Needs the built SPA and its server build
// (npm run build:web: web/dist and web/dist-ssr).
const WEB_DIST = resolve('web/dist');
if (!existsSync(resolve('web/dist-ssr/entry-server.js'))) {
  throw new Error('web/dist-ssr/entry-server.js is missing: run npm run build:web first');
}
const ENV = { SERVE_WEB: 'true', WEB_DIST, SSR_PUBLIC_PAGES: 'true' };

type Language = 'en' | 'fil';

/** The page as sent: the text inside <div id="root"> (tags dropped, entities decoded) and the embedded data. */
function readPage(html: string): {
  text: string;
  data: { locale: string; state: { api: { queries: Record<string, { data?: unknown }> } }; reads: string[]; routeIds: string[] };
} {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="lakbay-ssr">([\s\S]*?)<\/script>/.exec(html);
  if (!root) {
    throw new Error(`not a rendered page: ${html.slice(0, 300)}`);
  }
  const text = decodeHTML(root[1].replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  return { text, data: JSON.parse(root[2]) as never };
}

/** Each public page, the API read whose answer it shows, and the texts of that answer it must show. */
/** Each public page: its address (or how to find one), the read whose answer it shows (from its address), and the texts it must show. */
const PAGES: {
  path: string | ((api: ApiGet) => Promise<string>);
  read: string | ((path: string) => string);
  texts: (answer: never) => string[];
}[] = [
  { path: '/careers', read: '/api/v2/careers?page=1&pageSize=12', texts: (page: { items: { title: string }[] }) => [page.items[0].title] },
  {
    path: '/careers/software-developer',
    read: '/api/v2/careers/software-developer',
    texts: (career: { title: string; summary: string }) => [career.title, career.summary],
  },
  {
    path: '/events',
    read: '/api/v2/events?when=upcoming&page=1&pageSize=10',
    texts: (page: { items: { title: string }[] }) => [page.items[0].title],
  },
  {
    path: async (api) =>
      `/events/${(await api<{ items: { id: string }[] }>('/api/v2/events?when=upcoming&page=1&pageSize=10')).items[0].id}`,
    read: (path) => `/api/v2${path}`,
    texts: (event: { title: string }) => [event.title],
  },
  {
    path: '/coaches',
    read: '/api/v2/coaches?page=1&pageSize=12',
    texts: (page: { items: { displayName: string }[] }) => [page.items[0].displayName],
  },
  {
    path: '/coaches/demo-koach',
    read: '/api/v2/coaches/demo-koach',
    texts: (coach: { displayName: string; headline: string }) => [coach.displayName, coach.headline],
  },
  { path: '/jobs', read: '/api/v2/jobs?page=1&pageSize=12', texts: (page: { items: { title: string }[] }) => [page.items[0].title] },
  { path: '/videos', read: '/api/v2/videos?page=1&pageSize=12', texts: (page: { items: { title: string }[] }) => [page.items[0].title] },
  { path: '/faqs', read: '/api/v2/faqs', texts: (faqs: { question: string }[]) => [faqs[0].question, faqs[faqs.length - 1].question] },
  {
    path: '/virtual-apprenticeship',
    read: '/api/v2/virapp/challenges',
    texts: (challenges: { title: string }[]) => challenges.map((challenge) => challenge.title),
  },
  {
    path: async (api) => `/virtual-apprenticeship/${(await api<{ id: string }[]>('/api/v2/virapp/challenges'))[0].id}`,
    read: (path) => `/api/v2/virapp/challenges/${path.split('/').pop()}`,
    texts: (challenge: { title: string; summary: string; weekList: { title: string }[] }) => [
      challenge.title,
      challenge.summary,
      challenge.weekList[0].title,
    ],
  },
];

type ApiGet = <T>(path: string, language?: Language) => Promise<T>;

function describeServerRender(mode: PlatformMode) {
  describe(`server-rendered public pages (${mode})`, () => {
    const platform = usePlatform(() => startPlatform(mode, ENV));
    const get = (path: string, language: Language = 'en') =>
      fetch(`${platform().baseUrl}${path}`, { headers: { 'accept-language': language } });
    const api: ApiGet = async <T>(path: string, language: Language = 'en') => (await (await get(path, language)).json()) as T;

    it.each(['en', 'fil'] as const)(
      'sends each public page with its content in the reader’s language (%s), and its answers embedded',
      async (language) => {
        for (const page of PAGES) {
          const path = typeof page.path === 'string' ? page.path : await page.path(api);
          const read = typeof page.read === 'string' ? page.read : page.read(path);
          const answer = await api<never>(read, language);
          const res = await get(path, language);
          expect({ path, status: res.status }).toEqual({ path, status: 200 });
          const html = await res.text();
          const { text, data } = readPage(html);
          for (const expected of page.texts(answer)) {
            expect({ path, language, shows: text.includes(expected.replace(/\s+/g, ' ')) ? expected : text.slice(0, 400) }).toEqual({
              path,
              language,
              shows: expected,
            });
          }
          expect(data.locale).toBe(language);
          expect(html).toContain(`<html lang="${language}"`);
          // The answer the browser would read first is in the page, as the API gives it.
          const embedded = Object.values(data.state.api.queries).map((query) => query.data);
          expect({ path, embedded: embedded.some((value) => JSON.stringify(value) === JSON.stringify(answer)) }).toEqual({
            path,
            embedded: true,
          });
          // Named for the service worker, which keeps it for offline visits as if the page had fetched it.
          expect({ path, reads: data.reads }).toEqual({ path, reads: expect.arrayContaining([read]) });
          // The routes it matched, by the router's ids, outermost (the root) first: the browser loads
          // their code by these, without matching the address again (web/src/app/router.tsx routesWithIds).
          expect({ path, routeIds: data.routeIds[0], matched: data.routeIds.length > 2 }).toEqual({
            path,
            routeIds: 'root',
            matched: true,
          });
          // So the page preloads no read: it makes none.
          expect(html).not.toContain('as="fetch"');
          // The build's own index.html, rewritten as page-embed.ts expects its markup: the shell's
          // style sheet inside the page (its link disabled), the shell's script after the content.
          expect({
            path,
            shellStyles: /<style>[^<]+<\/style><link rel="stylesheet" crossorigin href="\/assets\/shell-[^"]+\.css" disabled>/.test(html),
          }).toEqual({ path, shellStyles: true });
          expect({
            path,
            shellScript: /<script type="module" crossorigin fetchpriority="low" src="\/assets\/shell-[^"]+\.js">/.test(html),
          }).toEqual({ path, shellScript: true });
        }
      },
    );

    it('draws the interface’s own words in the reader’s language too, the chosen one (the SPA’s cookie) first', async () => {
      expect(readPage(await (await get('/', 'fil')).text()).text).toContain('Lumaktaw sa nilalaman');
      expect(readPage(await (await get('/', 'en')).text()).text).toContain('Skip to main content');
      const chosen = await fetch(`${platform().baseUrl}/`, { headers: { 'accept-language': 'en', cookie: 'lang=fil' } });
      expect(readPage(await chosen.text()).text).toContain('Lumaktaw sa nilalaman');
    });

    it('says whether the page shows a date or formats anything: the browser waits for its locale data only then', async () => {
      const said = async (path: string) => {
        const { data } = readPage(await (await get(path)).text()) as unknown as { data: { zoneShown: boolean; formats: boolean } };
        return { path, zoneShown: data.zoneShown, formats: data.formats };
      };
      // The home page and the FAQs: words only, hydrated at once (web/src/main.tsx).
      expect(await said('/')).toEqual({ path: '/', zoneShown: false, formats: false });
      expect(await said('/faqs')).toEqual({ path: '/faqs', zoneShown: false, formats: false });
      // Careers show pesos; events show dates and times.
      expect(await said('/careers')).toEqual({ path: '/careers', zoneShown: false, formats: true });
      expect(await said('/events')).toEqual({ path: '/events', zoneShown: true, formats: true });
    });

    it('runs one inline script, the early-taps one first in the head, allowed by its hash; the data is a JSON block', async () => {
      const res = await get('/careers/software-developer');
      const html = await res.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\bsrc="/.test(attributes ?? '') && !/type="application\/json"/.test(attributes ?? ''))
        .map(([, , text]) => text);
      expect(inline).toEqual([EARLY_TAPS_SCRIPT]);
      expect(html).toMatch(/<head><script>/);
      const policy = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`);
      // A page the browser draws itself has nothing to tap before its code: no script there.
      expect(await (await get('/login')).text()).not.toContain(EARLY_TAPS_SCRIPT);
    });

    it('keeps the page’s title and link preview, and leaves an unknown career and pages that are not public to the browser', async () => {
      const html = await (await get('/careers/software-developer')).text();
      expect(html).toContain('<title>Software Developer · Lakbay</title>');
      expect(html).toContain('<meta property="og:title" content="Software Developer" />');
      for (const path of ['/my/profile', '/login']) {
        expect({ path, rendered: (await (await get(path)).text()).includes('lakbay-ssr') }).toEqual({ path, rendered: false });
      }
      // An unknown career is still a page (its not-found state), drawn with the answer that says so.
      const unknown = await get('/careers/no-such-career');
      expect(unknown.status).toBe(200);
    });
  });
}

// Under CI=true an unreachable PostgreSQL, NATS or Redis fails the run by name (platformModes).
for (const mode of await platformModes()) {
  describeServerRender(mode);
}
