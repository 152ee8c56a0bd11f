import { type Loaded, TaggedCache } from './tagged-cache';

describe(TaggedCache.name, () => {
  const loader = () => {
    let loads = 0;
    return {
      count: () => loads,
      load: (tags: string[], ttlMs?: number) => (): Promise<{ value: number; tags: string[]; ttlMs?: number }> =>
        Promise.resolve({ value: ++loads, tags, ttlMs }),
    };
  };

  it('answers a repeat from memory until a tag it depends on is invalidated', async () => {
    const cache = new TaggedCache('test', { maxBytes: 1 << 20 });
    const source = loader();
    expect(await cache.get('a', source.load(['career']))).toBe(1);
    expect(await cache.get('a', source.load(['career']))).toBe(1);
    cache.invalidate(['job']);
    expect(await cache.get('a', source.load(['career']))).toBe(1);
    cache.invalidate(['career']);
    expect(await cache.get('a', source.load(['career']))).toBe(2);
    expect(source.count()).toBe(2);
  });

  it('does not keep a value whose load was under way when one of its tags was invalidated', async () => {
    const cache = new TaggedCache('test', { maxEntries: 10 });
    let release: (v: Loaded<string>) => void = () => {};
    const slow = cache.get('k', () => new Promise<Loaded<string>>((resolve) => (release = resolve)));
    cache.invalidate(['user-1']);
    release({ value: 'old', tags: ['user-1'] });
    expect(await slow).toBe('old');
    expect(await cache.get('k', () => Promise.resolve({ value: 'new', tags: ['user-1'] }))).toBe('new');
  });

  it('lets a crowd of misses of one key wait for one load', async () => {
    const cache = new TaggedCache('test', { maxEntries: 10 });
    let loads = 0;
    let release: (v: Loaded<string>) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<Loaded<string>>((resolve) => (release = resolve));
    };
    const crowd = Array.from({ length: 100 }, () => cache.get('coach', load));
    release({ value: 'koach', tags: ['users:coaches'] });
    expect(await Promise.all(crowd)).toEqual(Array.from({ length: 100 }, () => 'koach'));
    expect(loads).toBe(1);
    expect(await cache.get('coach', load)).toBe('koach');
    expect(loads).toBe(1);
  });

  it('loads again for a miss that waited on a load begun before a write to what the value depends on', async () => {
    const cache = new TaggedCache('test', { maxEntries: 10 });
    const releases: ((v: Loaded<string>) => void)[] = [];
    const load = () => new Promise<Loaded<string>>((resolve) => releases.push(resolve));
    const before = cache.get('coach', load);
    cache.invalidate(['users:coaches']);
    const after = cache.get('coach', load);
    releases[0]?.({ value: 'old', tags: ['users:coaches'] });
    expect(await before).toBe('old');
    await new Promise((r) => setImmediate(r));
    expect(releases).toHaveLength(2);
    releases[1]?.({ value: 'new', tags: ['users:coaches'] });
    expect(await after).toBe('new');
    expect(await cache.get('coach', () => Promise.resolve({ value: 'unused', tags: [] }))).toBe('new');
  });

  it('lets a miss take the value of a load begun before a write to something else', async () => {
    const cache = new TaggedCache('test', { maxEntries: 10 });
    let loads = 0;
    let release: (v: Loaded<string>) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<Loaded<string>>((resolve) => (release = resolve));
    };
    const first = cache.get('coach', load);
    cache.invalidate(['scheduling']);
    const second = cache.get('coach', load);
    release({ value: 'koach', tags: ['users:coaches'] });
    expect([await first, await second]).toEqual(['koach', 'koach']);
    expect(loads).toBe(1);
  });

  it('drops values after their time limit and keeps none with a limit already past', async () => {
    const cache = new TaggedCache('test', { maxEntries: 10 });
    const source = loader();
    expect(await cache.get('past', source.load([], -5))).toBe(1);
    expect(await cache.get('past', source.load([], -5))).toBe(2);
    expect(await cache.get('short', source.load([], 30))).toBe(3);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('short', source.load([], 30))).toBe(4);
  });

  it('stays within its byte budget, dropping the least recently used first', async () => {
    const cache = new TaggedCache('test', { maxBytes: 10_000 });
    const big = 'x'.repeat(1500); // about 3 KB as counted
    for (const key of ['a', 'b', 'c']) {
      await cache.get(key, () => Promise.resolve({ value: `${key}${big}`, tags: [] }));
    }
    await cache.get('a', () => Promise.resolve({ value: 'reloaded', tags: [] })); // a is used: b is now the oldest
    await cache.get('d', () => Promise.resolve({ value: `d${big}`, tags: [] }));
    expect(await cache.get('b', () => Promise.resolve({ value: 'b was dropped', tags: [] }))).toBe('b was dropped');
    expect((await cache.get('a', () => Promise.resolve({ value: 'a was dropped', tags: [] }))).startsWith('a')).toBe(true);
  });

  it('with no budget keeps nothing', async () => {
    const cache = new TaggedCache('test', { maxBytes: 0 });
    const source = loader();
    await cache.get('a', source.load([]));
    await cache.get('a', source.load([]));
    expect(source.count()).toBe(2);
  });

  it('clear() drops everything, including loads under way', async () => {
    const cache = new TaggedCache('test', { maxEntries: 10 });
    const source = loader();
    await cache.get('a', source.load(['t']));
    let release: (v: Loaded<number>) => void = () => {};
    const slow = cache.get('b', () => new Promise<Loaded<number>>((resolve) => (release = resolve)));
    cache.clear();
    release({ value: 99, tags: [] });
    await slow;
    expect(await cache.get('a', source.load(['t']))).toBe(2);
    expect(await cache.get('b', source.load([]))).toBe(3);
  });
});
