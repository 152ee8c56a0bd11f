import { highlightTitle } from './highlight';

const titleMatch = (value: string, indices: Array<[number, number]>) => [{ key: 'title', value, indices }];

describe('highlightTitle', () => {
  it('marks the inclusive index ranges of the title match', () => {
    expect(highlightTitle({ title: 'Software Developer', matches: titleMatch('Software Developer', [[0, 3]]) })).toEqual([
      { text: 'Soft', matched: true },
      { text: 'ware Developer', matched: false },
    ]);
    expect(
      highlightTitle({
        title: 'Software Engineer',
        matches: titleMatch('Software Engineer', [
          [9, 16],
          [0, 7],
        ]),
      }),
    ).toEqual([
      { text: 'Software', matched: true },
      { text: ' ', matched: false },
      { text: 'Engineer', matched: true },
    ]);
  });

  it('merges overlapping ranges and clamps ranges past the end', () => {
    expect(
      highlightTitle({
        title: 'Data',
        matches: titleMatch('Data', [
          [0, 1],
          [1, 2],
          [3, 40],
        ]),
      }),
    ).toEqual([{ text: 'Data', matched: true }]);
  });

  it('leaves the title plain when the match is on another field', () => {
    expect(highlightTitle({ title: 'Demo Koach', matches: [{ key: 'summary', value: 'software mentor', indices: [[0, 3]] }] })).toEqual([
      { text: 'Demo Koach', matched: false },
    ]);
  });
});
