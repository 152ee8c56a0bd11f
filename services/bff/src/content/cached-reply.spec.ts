import { jest } from '@jest/globals';
import type { Cached } from '@lakbay/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { sendCached } from './cached-reply';

const ETAG = '"Q2FyZWVycyBsaXN0IHZlcnNpb24gMw"';

/** A Fastify app whose one route answers with what the service gave. */
function appAnswering(answer: Cached<unknown>): FastifyInstance {
  const app = Fastify();
  app.get('/thing', (_request, reply) => {
    sendCached(reply, answer);
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
    app = appAnswering({ etag: ETAG, body: { items: ['nurse'] } });
    const res = await app.inject({ method: 'GET', url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: ['nurse'] });
    expect(res.headers.etag).toBe(ETAG);
    // Revalidated every time: a reload shows an admin's edit at once.
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it("turns the service's not-modified answer into a 304 with no body but the same headers", async () => {
    app = appAnswering({ etag: ETAG, body: null });
    const res = await app.inject({ method: 'GET', url: '/thing', headers: { 'if-none-match': ETAG } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(ETAG);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('sends the bytes and content type Fastify would send for the object, serialising a kept answer once', async () => {
    const body = { items: [{ title: 'Nars', tags: ['ñ', '"quoted"'], n: 1.5, none: null }], page: 1 };
    app = appAnswering({ etag: ETAG, body });
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
    app = appAnswering({ etag: ETAG, body: [] });
    const res = await app.inject({ method: 'GET', url: '/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
