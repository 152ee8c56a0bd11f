import { describe, expect, it } from '@jest/globals';
import { coachListQuery, readCoachFilters } from './coach-filters';

describe('coach-filters', () => {
  it('reads known filters from the address and ignores unknown values', () => {
    expect(readCoachFilters(new URLSearchParams('category=design&language=filipino&freeThisWeek=true&page=3'))).toEqual({
      category: 'design',
      language: 'Filipino',
      freeThisWeek: true,
      page: 3,
    });
    expect(readCoachFilters(new URLSearchParams('category=astrology&language=Klingon&freeThisWeek=yes&page=-1'))).toEqual({
      category: null,
      language: null,
      freeThisWeek: false,
      page: 1,
    });
  });

  it('leaves unset filters out of the request', () => {
    expect(coachListQuery({ category: null, language: null, freeThisWeek: false, page: 1 })).toEqual({ page: 1, pageSize: 12 });
    expect(coachListQuery({ category: 'data', language: 'English', freeThisWeek: true, page: 2 }, 3)).toEqual({
      category: 'data',
      language: 'English',
      freeThisWeek: true,
      page: 2,
      pageSize: 3,
    });
  });
});
