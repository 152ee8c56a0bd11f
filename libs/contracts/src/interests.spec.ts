import {
  codeFromCategories,
  interestCode,
  type InterestScores,
  isInterestCode,
  readInterestScores,
  scoreAnswers,
  scoresFromCode,
  topInterestAreas,
  writeInterestScores,
} from './interests';

const scores = (partial: Partial<InterestScores>): InterestScores => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, ...partial });

describe('interest scoring', () => {
  it('adds 2 for Like, 1 for Not sure and 0 for Dislike, per area', () => {
    expect(
      scoreAnswers([
        { area: 'S', answer: 'like' },
        { area: 'S', answer: 'unsure' },
        { area: 'I', answer: 'like' },
        { area: 'R', answer: 'dislike' },
      ]),
    ).toEqual(scores({ S: 3, I: 2 }));
  });

  it('reads the code as the three highest areas, strongest first', () => {
    expect(interestCode(scores({ R: 1, I: 6, A: 4, S: 9, E: 2, C: 0 }))).toBe('SIA');
  });

  it('breaks ties in the RIASEC order, so the same answers always give the same code', () => {
    expect(interestCode(scores({ C: 8, A: 8, S: 8, I: 8 }))).toBe('IAS');
    expect(interestCode(scores({ E: 5, R: 5 }))).toBe('RE');
    expect(interestCode(scores({ R: 10, I: 10, A: 10, S: 10, E: 10, C: 10 }))).toBe('RIA');
  });

  it('leaves out areas scored 0: all Dislike gives no code', () => {
    expect(interestCode(scores({}))).toBe('');
    expect(interestCode(scoreAnswers([{ area: 'A', answer: 'dislike' }]))).toBe('');
    expect(interestCode(scores({ C: 1 }))).toBe('C');
  });
});

describe(isInterestCode.name, () => {
  it('takes 1 to 3 different RIASEC letters', () => {
    for (const code of ['S', 'SI', 'SIA', 'CER']) {
      expect(isInterestCode(code)).toBe(true);
    }
    for (const code of ['', 'SS', 'SIS', 'SIAE', 'X', 'sia', 'S I', 5]) {
      expect(isInterestCode(code)).toBe(false);
    }
  });
});

describe(codeFromCategories.name, () => {
  it('reads a code from sign-up interests, the categories’ first areas weighing most', () => {
    expect(codeFromCategories(['data'])).toBe('IC');
    // A and I tie at 2, R and C at 1: the RIASEC order decides.
    expect(codeFromCategories(['design', 'data'])).toBe('IAR');
    expect(codeFromCategories(['community-development', 'sales'])).toBe('SE');
    expect(codeFromCategories([])).toBe('');
  });
});

describe(topInterestAreas.name, () => {
  it('keeps every area tied at the third place, where the code drops some', () => {
    expect(topInterestAreas(scores({ C: 8, A: 8, S: 8, I: 8 }))).toEqual(['I', 'A', 'S', 'C']);
    expect(topInterestAreas(scores({ S: 10, A: 8, E: 8, I: 8, R: 1 }))).toEqual(['S', 'I', 'A', 'E']);
    expect(topInterestAreas(scores({ R: 1, I: 6, A: 4, S: 9, E: 2, C: 0 }))).toEqual(['S', 'I', 'A']);
    expect(topInterestAreas(scores({ E: 5, R: 5 }))).toEqual(['R', 'E']);
    expect(topInterestAreas(scores({}))).toEqual([]);
  });
});

describe('scores in the suggestions query', () => {
  it('writes and reads six numbers in RIASEC order, and refuses anything else', () => {
    const s = scores({ R: 2, I: 7, A: 7, S: 10, E: 1 });
    expect(writeInterestScores(s)).toBe('2,7,7,10,1,0');
    expect(readInterestScores('2,7,7,10,1,0')).toEqual(s);
    for (const bad of [undefined, '', '2,7,7,10,1', '2,7,7,11,1,0', '2,7,7,10,1,0,0', 'a,b,c,d,e,f', '-1,0,0,0,0,0']) {
      expect(readInterestScores(bad)).toBeNull();
    }
  });

  it('stands a code in for scores: 3, 2 and 1 by place', () => {
    expect(scoresFromCode('SIA')).toEqual(scores({ S: 3, I: 2, A: 1 }));
    expect(scoresFromCode('')).toEqual(scores({}));
  });
});
