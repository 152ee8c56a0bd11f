import type { CareerSuggestion, CareerSummary } from '@lakbay/contracts';

/** Weight of a letter by its place in a code: the first letter counts most. */
const PLACE_WEIGHTS = [3, 2, 1];

/**
 * How well a career's Holland code matches the one asked for: for each letter they share, the
 * product of its weights in both codes (3, 2, 1 by place). 0 when they share none; 14 for the
 * same three letters in the same order; a shared first letter alone (9) outweighs two letters
 * shared further down (e.g. 2x1 + 1x2).
 */
export function interestMatch(wanted: string, career: string): number {
  let score = 0;
  for (let i = 0; i < wanted.length; i++) {
    const j = career.indexOf(wanted.charAt(i));
    if (j >= 0) {
      score += (PLACE_WEIGHTS[i] ?? 0) * (PLACE_WEIGHTS[j] ?? 0);
    }
  }
  return score;
}

/** Careers sharing at least one letter with the code, best match first, then by title. */
export function rankByInterest(wanted: string, careers: readonly (CareerSummary & { interestCode: string })[]): CareerSuggestion[] {
  return careers
    .map((career) => ({ ...career, match: interestMatch(wanted, career.interestCode) }))
    .filter((career) => career.match > 0)
    .sort((a, b) => b.match - a.match || a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}
