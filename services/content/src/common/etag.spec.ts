import { computeEtag, etagMatches } from './etag';

describe('ETags', () => {
  it('are quoted, stable for equal inputs and differ when a version changes', () => {
    const a = computeEtag(['career'], [3], null, ['careers.list', 1, 12]);
    expect(a).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(computeEtag(['career'], [3], null, ['careers.list', 1, 12])).toBe(a);
    expect(computeEtag(['career'], [4], null, ['careers.list', 1, 12])).not.toBe(a);
    expect(computeEtag(['career'], [3], null, ['careers.list', 2, 12])).not.toBe(a);
    expect(computeEtag(['career'], [3], '2026-12-01T00:00:00.000Z', ['careers.list', 1, 12])).not.toBe(a);
  });

  it('match If-None-Match lists, weak tags and *, and nothing else', () => {
    const tag = '"abc"';
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"x", "abc"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"abd"', tag)).toBe(false);
    expect(etagMatches('abc', tag)).toBe(false);
  });
});
