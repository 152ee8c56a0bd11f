import { isInterestCode } from '@lakbay/contracts';
import { CAREER_INTEREST_CODES } from './career-interests.data';
import { SEED_CAREERS } from './careers.data';

describe('career interest codes', () => {
  it('give every seeded career a Holland code', () => {
    const missing = SEED_CAREERS.map((c) => c.slug).filter((slug) => !(slug in CAREER_INTEREST_CODES));
    expect(missing).toEqual([]);
  });

  it('are each 1 to 3 different RIASEC letters', () => {
    const bad = Object.entries(CAREER_INTEREST_CODES).filter(([, code]) => !isInterestCode(code));
    expect(bad).toEqual([]);
  });

  it('lead with each of the six areas somewhere, so every quiz result has careers to suggest', () => {
    expect(new Set(Object.values(CAREER_INTEREST_CODES).map((code) => code[0]))).toEqual(new Set(['R', 'I', 'A', 'S', 'E', 'C']));
  });
});
