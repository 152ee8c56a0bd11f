import { coachSlug, escapeLike } from './text';

describe('coachSlug', () => {
  it('makes a URL segment from a display name, dropping diacritics', () => {
    expect(coachSlug('Maria Santos-Peña')).toBe('maria-santos-pena');
    expect(coachSlug('  Dr. José  Rizal, Jr. ')).toBe('dr-jose-rizal-jr');
  });

  it('falls back to "coach" when nothing usable is left, and caps the length', () => {
    expect(coachSlug('李小龍')).toBe('coach');
    expect(coachSlug('a'.repeat(100))).toHaveLength(60);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards so underscores and percents match themselves', () => {
    expect(escapeLike('ana_b%c\\')).toBe('ana\\_b\\%c\\\\');
  });
});
