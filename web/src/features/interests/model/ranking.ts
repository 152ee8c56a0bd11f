import { type CareerSuggestion, type InterestArea, type InterestScores, topInterestAreas } from '@lakbay/contracts';

/** How many suggestions the result shows before "show more". */
export const FIRST_SHOWN = 10;
/** At most this many when careers tie with the tenth. */
export const FIRST_SHOWN_MAX = 12;

/**
 * How many of the ranked suggestions to show first: the best 10, and up to 2 more that fit exactly
 * as well as the tenth, so a tie is not cut in the middle when that can be helped.
 */
export function firstShownCount(ranked: readonly Pick<CareerSuggestion, 'match'>[]): number {
  const count = Math.min(FIRST_SHOWN, ranked.length);
  const tenth = ranked[count - 1]?.match;
  const tiedAfter = ranked.slice(count, FIRST_SHOWN_MAX).findIndex((career) => career.match !== tenth);
  return tiedAfter === -1 ? Math.min(FIRST_SHOWN_MAX, ranked.length) : count + tiedAfter;
}

export interface InterestTie {
  /** The areas with the same score, in RIASEC order. */
  tied: InterestArea[];
  /** The other top areas used with them (empty when all the top areas are tied). */
  rest: InterestArea[];
}

/**
 * The tie among the student's top areas worth telling: the lowest-scoring group of 2 or more top
 * areas with the same score (where a 3-letter code would cut), else null when no top areas tie.
 */
export function interestTie(scores: InterestScores): InterestTie | null {
  const top = topInterestAreas(scores);
  const groups = [...new Set(top.map((area) => scores[area]))].map((score) => top.filter((area) => scores[area] === score));
  const tied = groups.filter((group) => group.length > 1).at(-1);
  return tied ? { tied, rest: top.filter((area) => !tied.includes(area)) } : null;
}
