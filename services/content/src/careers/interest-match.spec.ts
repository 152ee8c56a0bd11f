import type { CareerSummary } from '@lakbay/contracts';
import { interestMatch, rankByInterest } from './interest-match';

const career = (title: string, interestCode: string): CareerSummary & { interestCode: string } => ({
  id: `id-${title}`,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  category: 'data',
  summary: '',
  salary: null,
  language: 'en',
  fallback: false,
  interestCode,
});

describe(interestMatch.name, () => {
  it('is highest for the same code, and a shared first letter weighs most', () => {
    expect(interestMatch('SIA', 'SIA')).toBe(14);
    expect(interestMatch('SIA', 'SEC')).toBe(9);
    // Two letters shared lower down count less than the first letter alone.
    expect(interestMatch('SIA', 'EAI')).toBe(2 * 1 + 1 * 2);
    expect(interestMatch('SIA', 'ISA')).toBe(3 * 2 + 2 * 3 + 1 * 1);
  });

  it('is 0 when the codes share no letter', () => {
    expect(interestMatch('SIA', 'REC')).toBe(0);
    expect(interestMatch('R', 'ICE')).toBe(0);
  });
});

describe(rankByInterest.name, () => {
  it('puts the closest codes first, ties by title, and leaves out careers sharing no letter', () => {
    const ranked = rankByInterest('SI', [
      career('Welder', 'RCI'),
      career('Social Worker', 'SIE'),
      career('Accountant', 'CEI'),
      career('Registered Nurse', 'SIC'),
      career('Plumber', 'RC'),
      career('Data Scientist', 'ICR'),
      career('Flight Attendant', 'SEC'),
    ]);
    expect(ranked.map((c) => [c.title, c.match])).toEqual([
      ['Registered Nurse', 13],
      ['Social Worker', 13],
      ['Flight Attendant', 9],
      ['Data Scientist', 6],
      ['Accountant', 2],
      ['Welder', 2],
    ]);
    expect(ranked[0]).toMatchObject({ slug: 'registered-nurse', interestCode: 'SIC' });
  });

  it('suggests nothing when no career shares a letter', () => {
    expect(rankByInterest('A', [career('Welder', 'RCI')])).toEqual([]);
  });
});
