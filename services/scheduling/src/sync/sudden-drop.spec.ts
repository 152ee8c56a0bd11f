import { suddenDrop } from './sudden-drop';

const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('suddenDrop', () => {
  it('holds back a read that empties most coaches at once (a truncated feed)', () => {
    const drop = suddenDrop(counts({ a: 20, b: 15, c: 10 }), counts({ a: 20 }));
    expect(drop).toEqual({ windowsBefore: 45, windowsAfter: 20, coachesBefore: 3, coachesHit: ['b', 'c'] });
  });

  it('holds back a read where every coach keeps only a few windows', () => {
    expect(suddenDrop(counts({ a: 20, b: 20 }), counts({ a: 2, b: 3 }))?.coachesHit).toEqual(['a', 'b']);
  });

  it('applies one coach clearing their calendar, even when they had most of the windows', () => {
    expect(suddenDrop(counts({ a: 100, b: 5, c: 5 }), counts({ b: 5, c: 5 }))).toBeNull();
  });

  it('applies a drop that keeps half of the windows', () => {
    expect(suddenDrop(counts({ a: 10, b: 10 }), counts({ a: 10 }))).toBeNull();
  });

  it('applies changes of a platform with one coach or only a few windows', () => {
    expect(suddenDrop(counts({ a: 50 }), counts({}))).toBeNull();
    expect(suddenDrop(counts({ a: 4, b: 4 }), counts({}))).toBeNull();
  });

  it('applies growth and new coaches', () => {
    expect(suddenDrop(counts({ a: 10, b: 10 }), counts({ a: 12, b: 10, c: 30 }))).toBeNull();
    expect(suddenDrop(counts({}), counts({ a: 10 }))).toBeNull();
  });
});
