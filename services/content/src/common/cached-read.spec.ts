import { memoryOrm } from '@lakbay/platform';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { writeContent } from '../changes/content-writes';
import { cachedRead } from './cached';
import { contentService } from '../definition';

describe(cachedRead.name, () => {
  let orm: MikroORM;
  let em: EntityManager;
  // Answers are cached by ETag across the file, so each test asks under its own key.
  let key: string;
  let loads: number;

  beforeAll(async () => {
    orm = await memoryOrm(contentService);
  });

  afterAll(async () => {
    await orm.close();
  });

  beforeEach(() => {
    em = orm.em.fork();
    key = expect.getState().currentTestName ?? 'test';
    loads = 0;
  });

  function read(ifNoneMatch?: string, boundary: Date | null = null) {
    return cachedRead(em, {
      kinds: ['faq'],
      key: [key],
      ifNoneMatch,
      boundary: () => Promise.resolve(boundary),
      load: () => {
        loads += 1;
        return Promise.resolve({ answer: loads });
      },
    });
  }

  const touchFaqs = () =>
    writeContent(orm.em.fork(), (_tx, writes) => {
      writes.touch('faq');
      return Promise.resolve();
    });

  it('answers with a body and its ETag when the caller has no copy', async () => {
    const answer = await read();
    expect(answer).toEqual({
      etag: expect.stringMatching(/^"[A-Za-z0-9_-]{27}"$/) as string,
      body: { answer: 1 },
      expires: null,
      kinds: expect.any(Array) as string[],
    });
  });

  it('answers not-modified (no body, same ETag) without loading when If-None-Match holds the tag', async () => {
    const { etag } = await read();
    expect(await read(etag)).toEqual({ etag, body: null, expires: null, kinds: expect.any(Array) as string[] });
    expect(await read(`"other", W/${etag}`)).toEqual({ etag, body: null, expires: null, kinds: expect.any(Array) as string[] });
    expect(await read('*')).toEqual({ etag, body: null, expires: null, kinds: expect.any(Array) as string[] });
    expect(loads).toBe(1);
  });

  it('serves a repeated read from the cache instead of loading again', async () => {
    const first = await read();
    expect(await read('"stale"')).toEqual(first);
    expect(loads).toBe(1);
  });

  it('gives a new ETag and a fresh body once a record of its kind changes', async () => {
    const before = await read();
    await touchFaqs();
    const after = await read(before.etag);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body).toEqual({ answer: 2 });
  });

  it('gives a new ETag when its time boundary moves', async () => {
    const before = await read(undefined, new Date('2026-12-01T00:00:00.000Z'));
    const after = await read(before.etag, new Date('2026-12-02T00:00:00.000Z'));
    expect(after.etag).not.toBe(before.etag);
    expect(after.body).toEqual({ answer: 2 });
  });
});
