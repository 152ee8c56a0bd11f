import { AnswerCache } from './cached';

describe(AnswerCache.name, () => {
  it('keeps the most recently used answers up to its capacity', () => {
    const cache = new AnswerCache(2);
    cache.set('"a"', 1);
    cache.set('"b"', 2);
    expect(cache.get('"a"')).toBe(1);
    cache.set('"c"', 3);
    expect(cache.get('"b"')).toBeUndefined();
    expect(cache.get('"a"')).toBe(1);
    expect(cache.get('"c"')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
