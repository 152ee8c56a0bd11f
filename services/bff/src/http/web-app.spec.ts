import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { AppConfig, ServiceClient } from '@lakbay/platform';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { BffCaches } from '../cache/bff-caches';
import { IMMUTABLE, REVALIDATE, installCompression, isPageRequest, serveWebApp } from './web-app';
import type { PageRenderer, RenderedPage } from './page-render';
import { WebPages } from './web-pages';

const request = (method: string, url: string) => ({ method, url }) as FastifyRequest;

describe(isPageRequest.name, () => {
  it('takes a browser navigation to a client-side route as a page', () => {
    expect(isPageRequest(request('GET', '/careers/software-engineer?tab=jobs'))).toBe(true);
    expect(isPageRequest(request('GET', '/'))).toBe(true);
  });

  it('never answers the API, files or writes with the SPA', () => {
    expect(isPageRequest(request('GET', '/api/v2/nothing'))).toBe(false);
    expect(isPageRequest(request('GET', '/assets/missing.js'))).toBe(false);
    expect(isPageRequest(request('POST', '/careers'))).toBe(false);
  });

  it("leaves the ops server's paths a 404 on the public port", () => {
    for (const path of ['/metrics', '/metrics?x=1', '/health', '/health/live', '/health/ready']) {
      expect({ path, page: isPageRequest(request('GET', path)) }).toEqual({ path, page: false });
    }
    expect(isPageRequest(request('GET', '/metrics-guide'))).toBe(true);
  });
});

describe('serving the built SPA', () => {
  const dist = mkdtempSync(join(tmpdir(), 'lakbay-web-app-'));
  const script = `console.log(${JSON.stringify('lakbay '.repeat(400))});`;
  const html = `<!doctype html><title>Lakbay</title>${'<!-- padding -->'.repeat(100)}<body><div id="root"></div></body>`;
  const json = { items: Array.from({ length: 60 }, (_, i) => ({ slug: `career-${i}`, title: `Career ${i}` })) };
  let fastify: FastifyInstance;
  /** The server render (PageRenderer): off unless a test turns it on; it says what it was asked. */
  const renderer = {
    asked: [] as [string, string, string][],
    pages: new Map<string, RenderedPage>(),
    render(url: string, language: string, timeZone: string) {
      this.asked.push([url, language, timeZone]);
      return Promise.resolve(this.pages.get(url));
    },
  };

  /** What the build writes: each file with its brotli and gzip twins. */
  function writeBuilt(path: string, text: string) {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  }

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeBuilt('index.html', html);
    writeBuilt('assets/index-Bx12ab.js', script);
    writeBuilt('sw.js', 'self.skipWaiting();'.repeat(80));
    writeBuilt('assets/careers-page-1.css', '.careers{color:teal}');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/features/careers/pages/careers-page.tsx': {
          file: 'assets/careers-page-1.js',
          css: ['assets/careers-page-1.css'],
          dynamicImports: ['src/features/careers/i18n/careers.fil.ts'],
        },
        'src/features/careers/i18n/careers.fil.ts': { file: 'assets/careers.fil-1.js' },
      }),
    );
    fastify = Fastify();
    await installCompression(fastify);
    const config = { http: { serveWeb: true, webDist: dist, publicUrl: 'https://lakbay.test' } } as AppConfig;
    const careers: Record<string, { title: string; summary: string }> = {
      'software-developer': { title: 'Software Developer <& "Co">', summary: 'Builds the apps you use.' },
    };
    const caches = {
      content: (_command: string, { slug }: { slug: string }) =>
        careers[slug]
          ? Promise.resolve({ etag: '"1"', body: careers[slug] })
          : Promise.reject(Object.assign(new Error('none'), { status: 404 })),
    } as unknown as BffCaches;
    const challenges: Record<string, { title: string; summary: string; coverImageUrl: string | null }> = {
      '7d0c1c1e-5a5b-4c1a-9f0e-2b6f3c9a1d20': {
        title: 'Build a Budget App',
        summary: 'Four weeks with a partner bank.',
        coverImageUrl: '/uploads/cover.png',
      },
    };
    const services = {
      send: (_command: string, { challengeId }: { challengeId: string }) =>
        challenges[challengeId]
          ? Promise.resolve(challenges[challengeId])
          : Promise.reject(Object.assign(new Error('none'), { status: 404 })),
    } as unknown as ServiceClient;
    const pages = new WebPages(config, caches, renderer as unknown as PageRenderer, services);
    if (!(await serveWebApp(fastify, config))) {
      throw new Error('the built SPA was not served');
    }
    fastify.get('/api/v2/careers', () => json);
    fastify.get('/api/v2/small', () => ({ ok: true }));
    // As HttpErrorFilter does for the BFF's 404s.
    fastify.setNotFoundHandler((req, reply) => (isPageRequest(req) ? pages.send(req, reply) : reply.code(404).send({ statusCode: 404 })));
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    fastify.inject({ method, url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('sends the precompressed twin the client prefers, saying so and that it varies', async () => {
    const br = await get('/assets/index-Bx12ab.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await get('/assets/index-Bx12ab.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Bx12ab.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and has the page and the service worker revalidated', async () => {
    expect((await get('/assets/index-Bx12ab.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
    const sw = await get('/sw.js', 'br');
    expect(sw.headers['cache-control']).toBe(REVALIDATE);
    expect(sw.headers.etag ?? sw.headers['last-modified']).toBeDefined();
    const page = await get('/careers/software-developer', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({ 'cache-control': REVALIDATE, 'content-encoding': 'br' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<!-- padding -->');
  });

  it("writes the page's own title and link-preview tags into the page, escaped", async () => {
    const page = await get('/careers/software-developer');
    expect(page.body).toContain('<title>Software Developer &lt;&amp; &quot;Co&quot;&gt; · Lakbay</title>');
    expect(page.body).toContain('<meta property="og:title" content="Software Developer &lt;&amp; &quot;Co&quot;&gt;" />');
    expect(page.body).toContain('<meta property="og:url" content="https://lakbay.test/careers/software-developer" />');
    expect(page.body).toContain('<meta name="description" content="Builds the apps you use." />');
    expect(page.body.match(/<title>/g)).toHaveLength(1);

    const unknown = await get('/careers/no-such-career');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Lakbay</title>');
    expect(unknown.body).toContain('<meta property="og:title" content="Lakbay" />');
    expect((await get('/careers')).body).toContain('<title>Career Explorer · Lakbay</title>');
  });

  it("writes the challenges' and a challenge's own title, summary and cover into their pages, and reads the challenge first", async () => {
    const list = await get('/virtual-apprenticeship');
    expect(list.body).toContain('<title>Virtual Apprenticeship · Lakbay</title>');
    expect(list.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/v2/virapp/challenges">');
    const id = '7d0c1c1e-5a5b-4c1a-9f0e-2b6f3c9a1d20';
    const page = await get(`/virtual-apprenticeship/${id}`);
    expect(page.body).toContain('<title>Build a Budget App · Lakbay</title>');
    expect(page.body).toContain('<meta name="description" content="Four weeks with a partner bank." />');
    expect(page.body).toContain('<meta property="og:image" content="https://lakbay.test/uploads/cover.png" />');
    expect(page.body).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/v2/virapp/challenges/${id}">`);
    // An unknown challenge and a page under a challenge (its weeks) get the generic head.
    expect((await get('/virtual-apprenticeship/3e0c1c1e-5a5b-4c1a-9f0e-2b6f3c9a1d20')).body).toContain('<title>Lakbay</title>');
    expect((await get(`/virtual-apprenticeship/${id}/week/1`)).body).toContain('<title>Lakbay</title>');
  });

  it("names a public page's chunks, words and first API reads in its HTML, so they load beside the shell", async () => {
    const page = await get('/careers');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/careers-page-1.js">');
    expect(page.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/careers-page-1.css">');
    expect(page.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/v2/careers?page=1&amp;pageSize=12">');
    // Every public page reads the client configuration as it starts.
    expect(page.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/v2/client-config">');
    expect(page.body).not.toContain('careers.fil-1.js');
    expect(page.headers.vary).toMatch(/accept-language/i);

    const filipino = await fastify.inject({ url: '/careers', headers: { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.5' } });
    expect(filipino.body).toContain('<link rel="modulepreload" crossorigin href="/assets/careers.fil-1.js">');
    expect(filipino.headers.etag).not.toBe(page.headers.etag);

    // A filtered list reads something else: none of its own reads is named ahead, the chunks and
    // the client configuration still are.
    const filtered = await get('/careers?category=health');
    expect(filtered.body).toContain('careers-page-1.js');
    expect([...filtered.body.matchAll(/as="fetch" crossorigin href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/api/v2/client-config']);
    // A page that is not public names nothing.
    expect((await get('/my/profile')).body).not.toContain('preload');
  });

  it('tags each page as sent: the same page revalidates to a 304, another page has another tag', async () => {
    const first = await get('/careers/software-developer', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fastify.inject({ url: '/careers/software-developer', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await fastify.inject({ url: '/careers', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers HEAD wherever GET answers, with the same headers and no body', async () => {
    for (const url of ['/', '/careers', '/assets/index-Bx12ab.js', '/api/v2/careers']) {
      const [head, full] = [await get(url, 'br', 'HEAD'), await get(url, 'br')];
      expect({ url, status: head.statusCode, body: head.rawPayload.length }).toEqual({ url, status: 200, body: 0 });
      expect({ url, type: head.headers['content-type'] }).toEqual({ url, type: full.headers['content-type'] });
    }
    expect((await get('/api/v2/nothing', undefined, 'HEAD')).statusCode).toBe(404);
  });

  it('compresses JSON answers of 1 KB or more and leaves smaller ones alone', async () => {
    const big = await get('/api/v2/careers', 'gzip, br');
    expect(big.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync((await get('/api/v2/careers', 'gzip')).rawPayload).toString())).toEqual(json);
    const small = await get('/api/v2/small', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('sends a page the server rendered with its content, its data for hydration and its style sheets inside it', async () => {
    renderer.pages.set('/careers', {
      html: '<main><h1>Career Explorer</h1><p>A </script> in a text</p></main>',
      data: {
        locale: 'fil',
        timeZone: 'Asia/Manila',
        state: { api: { note: '</script><script>alert(1)</script>' } },
        hydrationData: { loaderData: {} },
        reads: ['/api/v2/careers?page=1'],
      },
    });
    renderer.asked.length = 0;
    try {
      const page = await fastify.inject({
        url: '/careers',
        headers: { cookie: 'x=1; lang=fil; tz=Asia%2FTokyo', 'accept-language': 'en' },
      });
      // The reader's chosen language (the SPA's cookie) before the browser's, and the device's time zone.
      expect(renderer.asked).toEqual([['/careers', 'fil', 'Asia/Tokyo']]);
      // A zone that is not one: the Philippines'.
      renderer.asked.length = 0;
      await fastify.inject({ url: '/careers', headers: { cookie: 'tz=Mars%2FOlympus' } });
      expect(renderer.asked).toEqual([['/careers', 'en', 'Asia/Manila']]);
      expect(page.body).toContain('<div id="root"><main><h1>Career Explorer</h1>');
      const data = /<script type="application\/json" id="lakbay-ssr">(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
      expect(data).not.toContain('<');
      expect(JSON.parse(data)).toMatchObject({ locale: 'fil', state: { api: { note: '</script><script>alert(1)</script>' } } });
      // The page is drawn with the HTML alone; the sheet's link stays, disabled (not fetched), for Vite's loader to find.
      expect(page.body).toContain(
        '<style>.careers{color:teal}</style><link rel="stylesheet" crossorigin href="/assets/careers-page-1.css" disabled>',
      );
      // Its content needs no script to show: its code is asked for after what the content shows.
      expect(page.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/careers-page-1.js">');
      // Its reads are in the page: none is preloaded.
      expect(page.body).not.toContain('as="fetch"');
      expect(page.headers.vary).toMatch(/cookie/i);

      // Not rendered (off, failed or slow): the page as before.
      const other = await get('/careers/software-developer');
      expect(other.body).toContain('<div id="root"></div>');
      expect(other.body).not.toContain('lakbay-ssr');
      // Never asked for a page that is not public.
      renderer.asked.length = 0;
      await get('/my/profile');
      expect(renderer.asked).toEqual([]);
    } finally {
      renderer.pages.clear();
    }
  });
});
