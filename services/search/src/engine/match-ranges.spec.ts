import type { SearchDocument } from '@lakbay/contracts';
import { byteRangesToIndices, computeMatches, matchesFromPositions } from './match-ranges';
import { tokenize } from './text';

const document: SearchDocument = {
  type: 'COACH',
  id: 'c1',
  title: 'Santo Niño Cruz',
  path: '/coaches/c1',
  fields: { headline: 'Senior Software Engineer — Software guild', expertise: 'Data & Design' },
};

describe('tokenize', () => {
  it('splits on spaces and punctuation, lower-cases, folds accents and keeps original positions', () => {
    expect(tokenize('Niño, UX/UI — C.E.O.')).toEqual([
      { term: 'nino', start: 0, end: 4 },
      { term: 'ux', start: 6, end: 8 },
      { term: 'ui', start: 9, end: 11 },
      { term: 'c', start: 14, end: 15 },
      { term: 'e', start: 16, end: 17 },
      { term: 'o', start: 18, end: 19 },
    ]);
  });
});

describe('computeMatches (embedded engine)', () => {
  it('gives every occurrence of a matched term per field, title first, with inclusive ranges', () => {
    const matches = computeMatches(document, new Map([['software', {}]]));
    expect(matches).toEqual([
      {
        key: 'headline',
        value: 'Senior Software Engineer — Software guild',
        indices: [
          [7, 14],
          [27, 34],
        ],
      },
    ]);
  });

  it('highlights only the typed part of a prefix match, in the original characters', () => {
    const matches = computeMatches(document, new Map([['nino', { prefixLength: 3 }]]));
    expect(matches).toEqual([{ key: 'title', value: 'Santo Niño Cruz', indices: [[6, 8]] }]);
  });

  it('keeps a combining accent with the highlighted letter', () => {
    const decomposed: SearchDocument = { ...document, title: 'Nin\u0303o', fields: {} };
    expect(computeMatches(decomposed, new Map([['nino', { prefixLength: 3 }]]))).toEqual([
      { key: 'title', value: 'Nin\u0303o', indices: [[0, 3]] },
    ]);
  });

  it('returns nothing when no word matched', () => {
    expect(computeMatches(document, new Map([['nurse', {}]]))).toEqual([]);
  });
});

describe('byteRangesToIndices (Meilisearch positions are in UTF-8 bytes)', () => {
  it('converts byte positions to character positions around multi-byte characters', () => {
    // "Santo " is 6 bytes, "Niño" 5 bytes (ñ is 2), " " 1, "Cruz" 4.
    expect(
      byteRangesToIndices('Santo Niño Cruz', [
        { start: 12, length: 4 },
        { start: 6, length: 5 },
      ]),
    ).toEqual([
      [6, 9],
      [11, 14],
    ]);
  });

  it('counts characters outside the basic plane as two UTF-16 positions, as JavaScript strings do', () => {
    // '🎨' is 4 bytes and 2 UTF-16 units.
    expect(byteRangesToIndices('🎨 Design', [{ start: 5, length: 6 }])).toEqual([[3, 8]]);
  });

  it('ignores empty positions', () => {
    expect(byteRangesToIndices('Nurse', [{ start: 0, length: 0 }])).toEqual([]);
  });
});

describe('matchesFromPositions', () => {
  it('maps title and fields.<name> keys, drops other attributes, keeps the document order', () => {
    const matches = matchesFromPositions(document, {
      path: [{ start: 1, length: 3 }],
      'fields.expertise': [{ start: 0, length: 4 }],
      title: [{ start: 6, length: 5 }],
    });
    expect(matches).toEqual([
      { key: 'title', value: 'Santo Niño Cruz', indices: [[6, 9]] },
      { key: 'expertise', value: 'Data & Design', indices: [[0, 3]] },
    ]);
  });
});
