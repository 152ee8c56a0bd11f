import type { CareerCategory, CareerSummary } from './content';

/**
 * Holland's six interest areas (RIASEC), as in O*NET's Interest Profiler: Realistic, Investigative,
 * Artistic, Social, Enterprising, Conventional. A code is 1 to 3 distinct letters, strongest first.
 */
export const INTEREST_AREAS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type InterestArea = (typeof INTEREST_AREAS)[number];

/** 1 to 3 distinct RIASEC letters, e.g. SIA. */
export const INTEREST_CODE_PATTERN = /^(?!.*(.).*\1)[RIASEC]{1,3}$/;
export const INTEREST_CODE_RULE = 'Interests must be 1 to 3 different letters of R, I, A, S, E, C (e.g. SIA).';

export const isInterestCode = (value: unknown): value is string => typeof value === 'string' && INTEREST_CODE_PATTERN.test(value);

/** The quiz: 5 statements per area, each answered Like (2), Not sure (1) or Dislike (0). */
export const STATEMENTS_PER_AREA = 5;
export const ANSWER_POINTS = { like: 2, unsure: 1, dislike: 0 } as const;
export type InterestAnswer = keyof typeof ANSWER_POINTS;
/** The most one area can score. */
export const MAX_AREA_SCORE = STATEMENTS_PER_AREA * ANSWER_POINTS.like;

export type InterestScores = Record<InterestArea, number>;

/** A saved quiz result (on the profile, or on the device for a visitor). */
export interface InterestResult {
  /** 1 to 3 letters, strongest first; empty when every area scored 0 (all Dislike). */
  code: string;
  scores: InterestScores;
  /** ISO instant it was taken. */
  takenAt: string;
}

/**
 * The code of a set of scores: up to 3 areas that scored above 0, highest first; a tie keeps the
 * RIASEC order (R before I before A...), so the same answers always give the same code.
 */
export function interestCode(scores: InterestScores): string {
  return INTEREST_AREAS.map((area, index) => ({ area, index, score: scores[area] }))
    .filter((a) => a.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 3)
    .map((a) => a.area)
    .join('');
}

/** Adds up answers given per area (in any order); unanswered statements count as nothing. */
export function scoreAnswers(answers: readonly { area: InterestArea; answer: InterestAnswer }[]): InterestScores {
  const scores: InterestScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const { area, answer } of answers) {
    scores[area] += ANSWER_POINTS[answer];
  }
  return scores;
}

/**
 * The areas each sign-up interest (career category) leans to, used for suggestions while no quiz
 * result is saved. A reading of the categories' careers, not O*NET data.
 */
export const CATEGORY_AREAS: Record<CareerCategory, readonly InterestArea[]> = {
  'marketing-branding': ['E', 'A'],
  design: ['A', 'R'],
  'community-development': ['S', 'E'],
  data: ['I', 'C'],
  'brand-management': ['E', 'A'],
  business: ['E', 'C'],
  operations: ['C', 'E'],
  multimedia: ['A', 'R'],
  research: ['I', 'S'],
  'math-logic': ['I', 'C'],
  sales: ['E', 'S'],
};

/**
 * A code from sign-up interests: each chosen category gives its first area 2 points and its
 * second 1, then the code is read as from quiz scores. Empty when no category was chosen.
 */
export function codeFromCategories(categories: readonly CareerCategory[]): string {
  const scores: InterestScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const category of categories) {
    const areas = CATEGORY_AREAS[category] ?? [];
    areas.forEach((area, i) => (scores[area] += i === 0 ? 2 : 1));
  }
  return interestCode(scores);
}

/** GET /api/v2/careers/suggestions?interests=SIA */
export interface CareerSuggestionQuery {
  interests: string;
  page?: number;
  pageSize?: number;
}

/** A suggested career: its summary, its Holland code and how well it matches (higher is closer). */
export interface CareerSuggestion extends CareerSummary {
  interestCode: string;
  match: number;
}
