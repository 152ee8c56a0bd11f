import {
  type CareerSuggestion,
  type CareerSummary,
  type FitLevel,
  INTEREST_AREAS,
  type InterestArea,
  type InterestScores,
  topInterestAreas,
} from '@lakbay/contracts';

/** Weight of a letter by its place in a career's code: the first letter counts most. */
const PLACE_WEIGHTS = [3, 2, 1];

const isArea = (letter: string): letter is InterestArea => (INTEREST_AREAS as readonly string[]).includes(letter);

/**
 * How well a career fits a student's scores, 0 to 100: each letter of the career's code adds the
 * student's score in that area times the letter's weight (3, 2, 1 by place), out of what it would
 * add if every letter were the student's strongest area. So a career whose areas are all the
 * student's strongest scores 100, whatever the order of tied areas; an area the student scored 0
 * adds nothing.
 */
export function interestFit(scores: InterestScores, careerCode: string): number {
  const best = Math.max(...INTEREST_AREAS.map((area) => scores[area]));
  const letters = careerCode.split('').slice(0, PLACE_WEIGHTS.length);
  if (best <= 0 || letters.length === 0) {
    return 0;
  }
  let got = 0;
  let most = 0;
  letters.forEach((letter, i) => {
    const weight = PLACE_WEIGHTS[i] ?? 0;
    got += weight * (isArea(letter) ? scores[letter] : 0);
    most += weight * best;
  });
  return Math.round((100 * got) / most);
}

/**
 * The least match suggested: below it a career shares only a weak area, or a strong one in its
 * last place (e.g. I alone, third in a code, for a student whose I is not their best).
 */
export const MIN_MATCH = 25;

/** The fit level of a match (see FIT_LEVELS). */
export const fitLevel = (match: number): FitLevel => (match >= 70 ? 'strong' : match >= 45 ? 'good' : 'fair');

/**
 * The careers that share at least one of the student's top areas (all tied areas kept) and match
 * at least MIN_MATCH, by fit, then title A to Z, then slug: the same answers always give the same order.
 */
export function rankByInterest(
  scores: InterestScores,
  careers: readonly (CareerSummary & { interestCode: string })[],
): { areas: InterestArea[]; ranked: CareerSuggestion[] } {
  const areas = topInterestAreas(scores);
  const ranked = careers
    .map((career) => {
      const match = interestFit(scores, career.interestCode);
      const matched = career.interestCode.split('').filter((letter): letter is InterestArea => isArea(letter) && areas.includes(letter));
      return { ...career, match, fit: fitLevel(match), matched };
    })
    .filter((career) => career.matched.length > 0 && career.match >= MIN_MATCH)
    .sort((a, b) => b.match - a.match || a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug));
  return { areas, ranked };
}
