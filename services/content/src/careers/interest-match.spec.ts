import { type CareerSummary, type InterestScores, scoresFromCode } from '@lakbay/contracts';
import { fitLevel, interestFit, rankByInterest } from './interest-match';

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

const scores = (s: Partial<InterestScores>): InterestScores => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, ...s });

describe(interestFit.name, () => {
  it('is 100 when every letter of the career is the student’s strongest area, and weighs the first letter most', () => {
    const si = scores({ S: 10, I: 10 });
    expect(interestFit(si, 'SI')).toBe(100);
    expect(interestFit(si, 'IS')).toBe(100);
    // S (3 x 10) + I (2 x 10) + C (1 x 0), out of 6 x 10.
    expect(interestFit(si, 'SIC')).toBe(83);
    expect(interestFit(si, 'SEC')).toBe(50);
    expect(interestFit(si, 'CEI')).toBe(17);
  });

  it('uses the scores, not only their order: a close second counts nearly as much as the first', () => {
    const close = scores({ S: 10, A: 9, R: 1 });
    const far = scores({ S: 10, A: 3, R: 1 });
    expect(interestFit(close, 'AS')).toBeGreaterThan(interestFit(far, 'AS'));
    expect(interestFit(close, 'AS')).toBe(Math.round((100 * (3 * 9 + 2 * 10)) / 50));
  });

  it('is 0 for areas the student scored 0, for an empty code, and when every score is 0', () => {
    expect(interestFit(scores({ S: 10 }), 'REC')).toBe(0);
    expect(interestFit(scores({ S: 10 }), '')).toBe(0);
    expect(interestFit(scores({}), 'SIA')).toBe(0);
  });
});

describe(fitLevel.name, () => {
  it('reads strong from 70, good from 45, fair below', () => {
    expect([100, 70, 69, 45, 44, 1].map(fitLevel)).toEqual(['strong', 'strong', 'good', 'good', 'fair', 'fair']);
  });
});

describe(rankByInterest.name, () => {
  const catalogue = [
    career('Welder', 'RCI'),
    career('Social Worker', 'SIE'),
    career('Accountant', 'CEI'),
    career('Registered Nurse', 'SIC'),
    career('Plumber', 'RC'),
    career('Data Scientist', 'ICR'),
    career('Flight Attendant', 'SEC'),
    career('Graphic Designer', 'AER'),
    career('Brand Manager', 'EAC'),
    career('Public School Teacher', 'SAE'),
  ];

  it('orders by fit, then title A to Z, and leaves out careers sharing none of the top areas or matching under 25', () => {
    const { areas, ranked } = rankByInterest(scores({ S: 10, I: 10, C: 2 }), catalogue);
    expect(areas).toEqual(['I', 'S', 'C']);
    expect(ranked.map((c) => [c.title, c.match, c.fit, c.matched])).toEqual([
      ['Registered Nurse', 87, 'strong', ['S', 'I', 'C']],
      ['Social Worker', 83, 'strong', ['S', 'I']],
      ['Data Scientist', 57, 'good', ['I', 'C']],
      ['Flight Attendant', 53, 'good', ['S', 'C']],
      ['Public School Teacher', 50, 'good', ['S']],
      ['Accountant', 27, 'fair', ['C', 'I']],
    ]);
    // Under 25: Welder (23) shares I only in its last place, Plumber (8) and Brand Manager (3) only the weak C.
    // Graphic Designer shares no top area.
    expect(ranked.map((c) => c.title)).not.toEqual(expect.arrayContaining(['Welder']));
    expect(ranked).toHaveLength(6);
    expect(ranked[0]).toMatchObject({ slug: 'registered-nurse', interestCode: 'SIC' });
  });

  it('keeps all four areas tied at the top: none is dropped, and careers of any of them fit equally', () => {
    // The 3-letter code would read IAS and drop E.
    const tied = scores({ S: 8, A: 8, E: 8, I: 8, R: 2 });
    const { areas, ranked } = rankByInterest(tied, catalogue);
    expect(areas).toEqual(['I', 'A', 'S', 'E']);
    const byTitle = Object.fromEntries(ranked.map((c) => [c.title, c]));
    // Brand Manager (E, A) is suggested as strongly as Public School Teacher (S, A, E).
    expect(byTitle['Brand Manager']).toMatchObject({ match: 83, matched: ['E', 'A'] });
    expect(byTitle['Public School Teacher']).toMatchObject({ match: 100, matched: ['S', 'A', 'E'] });
    expect(byTitle['Social Worker']).toMatchObject({ match: 100, matched: ['S', 'I', 'E'] });
    // Equal fits go A to Z.
    expect(ranked.slice(0, 2).map((c) => c.title)).toEqual(['Public School Teacher', 'Social Worker']);
    expect(ranked.map((c) => c.title)).not.toContain('Plumber');
    // Every career here shares a tied area, and none falls under 25.
    expect(ranked.every((c) => c.match >= 25)).toBe(true);
  });

  it('gives the same order whatever order the catalogue comes in', () => {
    const tied = scores({ S: 8, A: 8, E: 8, I: 8 });
    const once = rankByInterest(tied, catalogue).ranked.map((c) => c.slug);
    const again = rankByInterest(tied, [...catalogue].reverse()).ranked.map((c) => c.slug);
    expect(again).toEqual(once);
    // Same fit and same title: the slug decides.
    const twins = rankByInterest(scores({ S: 5 }), [career('Teacher', 'S'), { ...career('Teacher', 'S'), slug: 'a-teacher' }]);
    expect(twins.ranked.map((c) => c.slug)).toEqual(['a-teacher', 'teacher']);
  });

  it('ranks a code alone through the scores it stands for', () => {
    const { areas, ranked } = rankByInterest(scoresFromCode('SI'), catalogue);
    expect(areas).toEqual(['S', 'I']);
    expect(ranked.slice(0, 2).map((c) => [c.title, c.match])).toEqual([
      ['Registered Nurse', 72],
      ['Social Worker', 72],
    ]);
  });

  it('suggests nothing when no career shares a top area, or every score is 0', () => {
    expect(rankByInterest(scores({ A: 4 }), [career('Welder', 'RCI')]).ranked).toEqual([]);
    expect(rankByInterest(scores({}), catalogue)).toEqual({ areas: [], ranked: [] });
  });
});
