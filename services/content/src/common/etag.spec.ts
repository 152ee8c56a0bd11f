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

  it('compare weakly: W/ on either side is ignored, but the opaque part must be equal', () => {
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    // Case matters in an opaque tag, and the quotes are part of it.
    expect(etagMatches('"ABC"', '"abc"')).toBe(false);
    expect(etagMatches('w/"abc"', '"abc"')).toBe(false);
  });

  it('find the tag anywhere in a list, whatever the spacing, and * among other tags', () => {
    const tag = '"abc"';
    expect(etagMatches('"x","abc"', tag)).toBe(true);
    expect(etagMatches('  "x" ,   W/"abc"  ', tag)).toBe(true);
    expect(etagMatches('"abc", "x"', tag)).toBe(true);
    expect(etagMatches('"x", *', tag)).toBe(true);
    expect(etagMatches('"x", "y"', tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
  });

  it('change when the record behind an answer changes, whichever kind it is', () => {
    const before = computeEtag(['career', 'job'], [3, 7], null, ['search', 'nurse']);
    expect(computeEtag(['career', 'job'], [3, 8], null, ['search', 'nurse'])).not.toBe(before);
    expect(computeEtag(['career', 'job'], [4, 7], null, ['search', 'nurse'])).not.toBe(before);
    // The same version numbers belong to different kinds: not the same answer.
    expect(computeEtag(['career', 'video'], [3, 7], null, ['search', 'nurse'])).not.toBe(before);
  });

  it('are strong validators the weak comparison still matches', () => {
    const tag = computeEtag(['faq'], [1], null, ['faqs.list']);
    expect(tag.startsWith('W/')).toBe(false);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`W/${tag}`, tag)).toBe(true);
  });
});
