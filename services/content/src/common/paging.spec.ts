import { CAREER_SYNONYMS } from '@lakbay/contracts';
import { containsPattern, paging, wordsFilter } from './paging';

describe('paging', () => {
  it('defaults to page 1 of 12 and caps the page size at 50', () => {
    expect(paging({})).toEqual({ page: 1, pageSize: 12, offset: 0 });
    expect(paging({ page: 3, pageSize: 500 })).toEqual({ page: 3, pageSize: 50, offset: 100 });
  });

  it('takes % and _ in search words literally', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });

  it('requires every word in one of the fields', () => {
    expect(wordsFilter('  ', ['title'])).toBeUndefined();
    expect(wordsFilter('data  analyst', ['title', 'summary'])).toEqual({
      $and: [
        { $or: [{ title: { $ilike: '%data%' } }, { summary: { $ilike: '%data%' } }] },
        { $or: [{ title: { $ilike: '%analyst%' } }, { summary: { $ilike: '%analyst%' } }] },
      ],
    });
  });

  it('lets a Filipino word for a career match as itself or its English words; a key of several words is one term', () => {
    const forms = (filter: Record<string, unknown> | undefined) =>
      (filter as { $and: { $or: { title: { $ilike: string } }[] }[] }).$and.map((term) => term.$or.map((or) => or.title.$ilike));
    expect(forms(wordsFilter('Nars cebu', ['title']))).toEqual([['%Nars%', '%nurse%', '%nursing%'], ['%cebu%']]);
    expect(forms(wordsFilter('call center agent', ['title']))[0]).toEqual([
      '%call center%',
      ...CAREER_SYNONYMS['call center'].map((w) => `%${w}%`),
    ]);
    expect(forms(wordsFilter('call center agent', ['title']))).toHaveLength(2);
  });
});
