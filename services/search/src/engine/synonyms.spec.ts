import { CAREER_SYNONYMS, MAX_QUERY_VARIANTS, meilisearchSynonyms, queryVariants } from './synonyms';
import { queryTerms } from './text';

const variants = (q: string) => queryVariants(queryTerms(q), CAREER_SYNONYMS).map((words) => words.join(' '));

describe('career synonyms', () => {
  it('holds at least 40 Filipino or Taglish words, each with English alternatives', () => {
    const entries = Object.entries(CAREER_SYNONYMS);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    for (const [key, alternatives] of entries) {
      expect(key).toBe(key.toLowerCase());
      expect(alternatives.length).toBeGreaterThan(0);
    }
    expect(CAREER_SYNONYMS.guro).toContain('teacher');
    expect(CAREER_SYNONYMS.nars).toContain('nurse');
    expect(CAREER_SYNONYMS.inhinyero).toContain('engineer');
    expect(CAREER_SYNONYMS.pulis).toContain('police officer');
  });

  it('expands a query: the original words first, then each alternative in place of its key', () => {
    expect(variants('Nars sa Cebu')).toEqual(['nars sa cebu', 'nurse sa cebu', 'nursing sa cebu']);
    expect(variants('call center agent')).toEqual(['call center agent', 'customer service agent', 'bpo agent']);
    expect(variants('software developer')).toEqual(['software developer']);
  });

  it('combines the alternatives of several keys, at most MAX_QUERY_VARIANTS queries', () => {
    const found = variants('guro nars');
    expect(found).toEqual(expect.arrayContaining(['guro nars', 'teacher nars', 'guro nurse', 'teacher nurse']));
    expect(variants('guro nars doktor inhinyero pulis').length).toBeLessThanOrEqual(MAX_QUERY_VARIANTS);
  });

  it('gives Meilisearch the same list with keys as normalised, spaced words', () => {
    const setting = meilisearchSynonyms(CAREER_SYNONYMS);
    expect(setting['tagapag alaga']).toEqual(['caregiver']);
    expect(setting.pulis).toEqual(['police officer', 'police']);
    expect(Object.keys(setting).length).toBe(Object.keys(CAREER_SYNONYMS).length);
  });
});
