import { describe, expect, it } from '@jest/globals';
import { answeredForOtherLanguage } from './content-language';

const english = { language: 'en', fallback: false };
const filipino = { language: 'fil', fallback: false };
const partly = { language: 'fil', fallback: true };
const fellBack = { language: 'en', fallback: true };

describe(answeredForOtherLanguage.name, () => {
  it('finds an English answer handed to the Filipino interface, in a record, a list or a page', () => {
    expect(answeredForOtherLanguage(english, 'fil')).toBe(true);
    expect(answeredForOtherLanguage([english], 'fil')).toBe(true);
    expect(answeredForOtherLanguage({ items: [english], page: 1, pageSize: 12, total: 1 }, 'fil')).toBe(true);
  });

  it('takes what a Filipino reader gets as theirs: Filipino text, or English with the fallback said', () => {
    for (const answer of [filipino, partly, fellBack]) {
      expect(answeredForOtherLanguage(answer, 'fil')).toBe(false);
    }
  });

  it('finds a Filipino answer handed to the English interface', () => {
    expect(answeredForOtherLanguage(filipino, 'en')).toBe(true);
    expect(answeredForOtherLanguage([partly], 'en')).toBe(true);
    expect(answeredForOtherLanguage(fellBack, 'en')).toBe(true);
    expect(answeredForOtherLanguage(english, 'en')).toBe(false);
  });

  it('leaves alone answers that are not content records (an account has a language but no fallback)', () => {
    expect(answeredForOtherLanguage({ id: 'u', language: 'en' }, 'fil')).toBe(false);
    expect(answeredForOtherLanguage([], 'fil')).toBe(false);
    expect(answeredForOtherLanguage({ items: [], page: 1, pageSize: 12, total: 0 }, 'fil')).toBe(false);
    expect(answeredForOtherLanguage(null, 'fil')).toBe(false);
    expect(answeredForOtherLanguage('text', 'fil')).toBe(false);
  });
});
