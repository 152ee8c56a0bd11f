import { jest } from '@jest/globals';
import type { Cached } from '@lakbay/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { CATALOGUE_CACHE, LIVE_CACHE, sendCached } from './cached-reply';

const ETAG = '"Q2FyZWVycyBsaXN0IHZlcnNpb24gMw"';

/** A Fastify app whose one route answers with what the service gave. */
function appAnswering(answer: Cached<unknown>, cacheControl: string): FastifyInstance {
  const app = Fastify();
  app.get('/thing', (_request, reply) => {
    sendCached(reply, answer, cacheControl);
  });
  return app;
}

describe(sendCached.name, () => {
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('sends the body with its ETag and Cache-Control', async () => {
    app = appAnswering({ etag: ETAG, body: { items: ['nurse'] } }, CATALOGUE_CACHE);
    const res = await app.inject({ method: 'GET', url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: ['nurse'] });
    expect(res.headers.etag).toBe(ETAG);
    expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
  });

  it("turns the service's not-modified answer into a 304 with no body but the same headers", async () => {
    app = appAnswering({ etag: ETAG, body: null }, LIVE_CACHE);
    const res = await app.inject({ method: 'GET', url: '/thing', headers: { 'if-none-match': ETAG } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(ETAG);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('sends the bytes and content type Fastify would send for the object, serialising a kept answer once', async () => {
    const body = { items: [{ title: 'Nars', tags: ['ñ', '"quoted"'], n: 1.5, none: null }], page: 1 };
    app = appAnswering({ etag: ETAG, body }, CATALOGUE_CACHE);
    app.get('/plain', (_request, reply) => reply.send(body));
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    const stringify = jest.spyOn(JSON, 'stringify');
    const first = await app.inject({ method: 'GET', url: '/thing' });
    const again = await app.inject({ method: 'GET', url: '/thing' });
    const calls = stringify.mock.calls.filter(([value]) => value === body).length;
    stringify.mockRestore();
    for (const res of [first, again]) {
      expect(res.body).toBe(plain.body);
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    }
    expect(calls).toBe(1);
  });

  it('sends falsy bodies other than null as answers, not as 304', async () => {
    app = appAnswering({ etag: ETAG, body: [] }, CATALOGUE_CACHE);
    const res = await app.inject({ method: 'GET', url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('cache policies', () => {
  it('let browsers reuse catalogue answers for a minute and make them revalidate live ones every time', () => {
    expect(CATALOGUE_CACHE).toMatch(/max-age=60\b/);
    expect(CATALOGUE_CACHE).toContain('must-revalidate');
    expect(LIVE_CACHE).toContain('no-cache');
    expect(LIVE_CACHE).not.toContain('max-age');
  });
});
