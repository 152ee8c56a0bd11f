import { describe, expect, it } from '@jest/globals';
import type { InterestScores } from '@lakbay/contracts';
import { firstShownCount, interestTie } from './ranking';

const scores = (s: Partial<InterestScores>): InterestScores => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, ...s });
const matches = (...values: number[]) => values.map((match) => ({ match }));

describe(firstShownCount.name, () => {
  it('shows the best 10, and up to 12 when the next ones tie with the tenth', () => {
    expect(firstShownCount(matches(90, 90, 80, 80, 70, 70, 60, 60, 50, 50, 40, 40, 30))).toBe(10);
    expect(firstShownCount(matches(90, 90, 80, 80, 70, 70, 60, 60, 50, 50, 50, 40))).toBe(11);
    expect(firstShownCount(matches(90, 90, 80, 80, 70, 70, 60, 60, 50, 50, 50, 50, 50, 50))).toBe(12);
    expect(firstShownCount(matches(90, 80))).toBe(2);
    expect(firstShownCount([])).toBe(0);
  });
});

describe(interestTie.name, () => {
  it('names all the top areas when they are all tied', () => {
    expect(interestTie(scores({ S: 8, A: 8, E: 8, I: 8, R: 2 }))).toEqual({ tied: ['I', 'A', 'S', 'E'], rest: [] });
    expect(interestTie(scores({ S: 10, I: 10 }))).toEqual({ tied: ['I', 'S'], rest: [] });
  });

  it('names the tie at the cut and the areas above it', () => {
    expect(interestTie(scores({ S: 10, A: 8, E: 8, I: 8 }))).toEqual({ tied: ['I', 'A', 'E'], rest: ['S'] });
    expect(interestTie(scores({ S: 10, I: 7, A: 7 }))).toEqual({ tied: ['I', 'A'], rest: ['S'] });
  });

  it('is null without a tie among the top areas', () => {
    expect(interestTie(scores({ R: 1, I: 6, A: 4, S: 9, E: 1 }))).toBeNull();
    expect(interestTie(scores({}))).toBeNull();
  });
});
