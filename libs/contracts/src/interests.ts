import type { CareerCategory, CareerSummary, Page } from './content';

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

/**
 * The student's top areas: every area scoring above 0 whose score reaches the third-highest, highest
 * first (a tie keeps the RIASEC order). Usually 3, more when areas tie at the cut (S 10, A 8, E 8,
 * I 8 gives S, I, A, E), fewer when fewer areas scored. Unlike the 3-letter code, it drops no tied area.
 */
export function topInterestAreas(scores: InterestScores): InterestArea[] {
  const ranked = INTEREST_AREAS.map((area, index) => ({ area, index, score: scores[area] }))
    .filter((a) => a.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const cut = ranked[Math.min(2, ranked.length - 1)]?.score ?? 0;
  return ranked.filter((a) => a.score >= cut).map((a) => a.area);
}

/**
 * Scores standing in for a code when only the code is known (sign-up interests, an old link): its
 * first letter 3, the second 2, the third 1; other areas 0.
 */
export function scoresFromCode(code: string): InterestScores {
  const scores: InterestScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  code.split('').forEach((letter, i) => {
    if ((INTEREST_AREAS as readonly string[]).includes(letter)) {
      scores[letter as InterestArea] = Math.max(scores[letter as InterestArea], 3 - i);
    }
  });
  return scores;
}

/** Scores as the suggestions query writes them: six numbers 0 to 10 in RIASEC order, e.g. 2,7,7,10,1,0. */
export const INTEREST_SCORES_PATTERN = /^(?:10|\d)(?:,(?:10|\d)){5}$/;
export const INTEREST_SCORES_RULE = 'Scores must be six whole numbers from 0 to 10 in R, I, A, S, E, C order (e.g. 2,7,7,10,1,0).';

export const writeInterestScores = (scores: InterestScores): string => INTEREST_AREAS.map((area) => scores[area]).join(',');

/** The scores of a valid scores parameter (see INTEREST_SCORES_PATTERN); null for anything else. */
export function readInterestScores(value: string | undefined): InterestScores | null {
  if (!value || !INTEREST_SCORES_PATTERN.test(value)) {
    return null;
  }
  const numbers = value.split(',').map(Number);
  return Object.fromEntries(INTEREST_AREAS.map((area, i) => [area, numbers[i] ?? 0])) as InterestScores;
}

/** GET /api/v2/careers/suggestions?interests=SIA&scores=2,7,7,10,1,0 */
export interface CareerSuggestionQuery {
  /** The Holland code (1 to 3 letters). */
  interests: string;
  /** The quiz's per-area scores (see INTEREST_SCORES_PATTERN); when given, they rank instead of the code, so tied areas all count. */
  scores?: string;
  page?: number;
  pageSize?: number;
}

/** How well a career fits, from its match: strong 70 and up, good 45 and up, fair below. */
export const FIT_LEVELS = ['strong', 'good', 'fair'] as const;
export type FitLevel = (typeof FIT_LEVELS)[number];

/** A suggested career: its summary, its Holland code and how well it fits the student's areas. */
export interface CareerSuggestion extends CareerSummary {
  interestCode: string;
  /** 0 to 100: 100 when the career's areas are all the student's strongest. */
  match: number;
  fit: FitLevel;
  /** The student's top areas found in the career's code, in the career's order: why it fits. */
  matched: InterestArea[];
}

/** A page of suggestions, with the student's top areas they were ranked for (ties all kept). */
export interface CareerSuggestionPage extends Page<CareerSuggestion> {
  areas: InterestArea[];
}
