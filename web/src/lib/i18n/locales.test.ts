import { describe, expect, it } from '@jest/globals';
import { initialLocale } from './locales';

describe('initialLocale', () => {
  it('keeps a stored choice', () => {
    expect(initialLocale('fil', ['en-US'])).toBe('fil');
    expect(initialLocale('en', ['fil-PH'])).toBe('en');
  });

  it("otherwise takes the browser's first language we have: fil and tl (Tagalog) are Filipino", () => {
    expect(initialLocale(undefined, ['tl-PH', 'en'])).toBe('fil');
    expect(initialLocale(undefined, ['fil'])).toBe('fil');
    expect(initialLocale(undefined, ['ja-JP', 'en-PH'])).toBe('en');
  });

  it('falls back to English for anything else, a stored value that is not a language included', () => {
    expect(initialLocale('tagalog', ['de-DE'])).toBe('en');
    expect(initialLocale(null, [])).toBe('en');
  });
});
