import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pattern } from '@lakbay/contracts';
import { type AppConfig, Broadcasts, closeSharedPglites, loadConfig, startService } from '@lakbay/platform';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startBff } from '../start-bff';
import { fastAnswerCount } from './fast-answers';

/** The careers lists the stand-in content service answered, in order; edition changes the texts. */
const asked: Array<{ query: unknown; language: string }> = [];
let edition = 1;

@Controller()
class ContentStandIn {
  @MessagePattern(pattern('content.careers.list'))
  list(@Payload() data: { query: { page: number }; language: string }) {
    asked.push({ query: data.query, language: data.language });
    const items = Array.from({ length: 12 }, (_, i) => ({
      slug: `career-${i}`,
      title: `${data.language === 'fil' ? 'Karera' : 'Career'} ${i} (edition ${edition})`,
      // Long enough for the answer to be compressed (1 KB and more).
      summary: 'What the work is, where it is done and what it takes to begin. '.repeat(2),
    }));
    return {
      etag: `"careers-${data.language}-${data.query.page}-${edition}"`,
      body: { items, page: data.query.page, pageSize: 12, total: 12 },
      kinds: ['career'],
    };
  }
}

@Module({ controllers: [ContentStandIn] })
class ContentStandInModule {}

/** An answer as a client sees it: status, headers (but the per-request ones) and body bytes. */
async function answer(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await res.arrayBuffer()).toString('base64');
  const kept = [...res.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name));
  return { status: res.status, headers: kept, body, requestId: res.headers.get('x-request-id') };
}

describe('fast answers: a repeated public read and the liveness probe answered before Nest', () => {
  let config: AppConfig | undefined;
  let content: INestMicroservice | undefined;
  let fast: NestFastifyApplication | undefined;
  let slow: NestFastifyApplication | undefined;
  let dataDir = '';
  let fastUrl = '';
  let slowUrl = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lakbay-fast-answers-'));
    config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', SERVE_WEB: 'false', LOG_LEVEL: 'error', MODE: 'standalone' });
    content = await startService({ name: 'content', module: ContentStandInModule }, config);
    fast = await startBff(config);
    slow = await startBff(config, { fastAnswers: false });
    fastUrl = await fast.getUrl();
    slowUrl = await slow.getUrl();
  }, 60000);

  afterAll(async () => {
    await fast?.close();
    await slow?.close();
    await content?.close();
    await closeSharedPglites();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const variants: Array<[string, Record<string, string>]> = [
    ['English', {}],
    ['Filipino', { 'accept-language': 'fil' }],
    ['brotli', { 'accept-encoding': 'br' }],
    ['gzip', { 'accept-encoding': 'gzip, deflate' }],
    ['a caller request id', { 'x-request-id': 'caller-req-0042' }],
  ];

  it.each(variants)(
    'answers a repeated careers read (%s) exactly as Nest’s handler does, without asking the service',
    async (_name, headers) => {
      const path = '/api/v2/careers?page=1';
      const bySlow = await answer(slowUrl, path, headers);
      const first = await answer(fastUrl, path, headers);
      const asks = asked.length;
      const fastBefore = fastAnswerCount.reads;
      const again = await answer(fastUrl, path, headers);
      expect(fastAnswerCount.reads).toBe(fastBefore + 1);
      expect(asked.length).toBe(asks);
      expect(bySlow.status).toBe(200);
      for (const got of [first, again]) {
        expect({ status: got.status, headers: got.headers, body: got.body }).toEqual({
          status: bySlow.status,
          headers: bySlow.headers,
          body: bySlow.body,
        });
      }
      if (headers['x-request-id']) {
        expect(again.requestId).toBe(headers['x-request-id']);
      }
    },
  );

  it('answers 304 to a matching If-None-Match on the fast path, as Nest’s handler does', async () => {
    const path = '/api/v2/careers?page=1';
    const { headers } = await answer(fastUrl, path);
    const etag = new Map(headers).get('etag') ?? '';
    const fastBefore = fastAnswerCount.reads;
    const bySlow = await answer(slowUrl, path, { 'if-none-match': etag });
    const byFast = await answer(fastUrl, path, { 'if-none-match': etag });
    expect(fastAnswerCount.reads).toBe(fastBefore + 1);
    expect(bySlow.status).toBe(304);
    expect({ status: byFast.status, headers: byFast.headers, body: byFast.body }).toEqual({
      status: bySlow.status,
      headers: bySlow.headers,
      body: bySlow.body,
    });
  });

  it('leaves a read with Authorization, a HEAD and an unremembered address to Nest', async () => {
    const fastBefore = fastAnswerCount.reads;
    const withToken = await answer(fastUrl, '/api/v2/careers?page=1', { authorization: 'Bearer not-a-session' });
    expect(withToken.status).toBe(200);
    expect(new Map(withToken.headers).get('cache-control')).toBe('no-store');
    expect((await fetch(`${fastUrl}/api/v2/careers?page=1`, { method: 'HEAD' })).status).toBe(200);
    // The same query written otherwise is another address: validated by Nest first, then remembered.
    expect((await answer(fastUrl, '/api/v2/careers?page=1&')).status).toBe(200);
    expect(fastAnswerCount.reads).toBe(fastBefore);
    // A query Nest refuses is never remembered.
    expect((await answer(fastUrl, '/api/v2/careers?page=zero')).status).toBe(400);
    expect((await answer(fastUrl, '/api/v2/careers?page=zero')).status).toBe(400);
    expect(fastAnswerCount.reads).toBe(fastBefore);
  });

  it('answers a write’s change at once: a dropped answer goes back to Nest and the service', async () => {
    const path = '/api/v2/careers?page=1';
    await answer(fastUrl, path);
    const before = await answer(fastUrl, path);
    const asks = asked.length;
    edition++;
    // What a content write does: the content service's notice drops the answers of its kinds.
    await fast?.get(Broadcasts).publish('content.invalidated', { kinds: ['career'] });
    const fastBefore = fastAnswerCount.reads;
    const after = await answer(fastUrl, path);
    expect(fastAnswerCount.reads).toBe(fastBefore);
    expect(asked.length).toBe(asks + 1);
    expect(after.body).not.toBe(before.body);
    expect(Buffer.from(after.body, 'base64').toString('utf8')).toContain(`(edition ${edition})`);
    // And the new answer is the one the fast path repeats.
    const again = await answer(fastUrl, path);
    expect(fastAnswerCount.reads).toBe(fastBefore + 1);
    expect(again.body).toBe(after.body);
  });

  it('answers GET /api/v2/health/live exactly as HealthController.live does', async () => {
    const fastBefore = fastAnswerCount.live;
    const bySlow = await answer(slowUrl, '/api/v2/health/live');
    const byFast = await answer(fastUrl, '/api/v2/health/live');
    expect(fastAnswerCount.live).toBe(fastBefore + 1);
    expect(bySlow.status).toBe(200);
    expect({ status: byFast.status, headers: byFast.headers, body: byFast.body }).toEqual({
      status: bySlow.status,
      headers: bySlow.headers,
      body: bySlow.body,
    });
  });
});
