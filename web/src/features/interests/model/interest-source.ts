import {
  codeFromCategories,
  INTEREST_AREAS,
  type InterestResult,
  interestCode,
  type InterestScores,
  MAX_AREA_SCORE,
  type UserProfile,
} from '@lakbay/contracts';
import type { UserPref } from '@/lib/state';

/** Where the device keeps a quiz result (appState.userPref). */
export const DEVICE_RESULT_KEY = 'interestResult';

const isScores = (value: unknown): value is InterestScores =>
  typeof value === 'object' &&
  value !== null &&
  INTEREST_AREAS.every((area) => {
    const score = (value as Record<string, unknown>)[area];
    return Number.isInteger(score) && (score as number) >= 0 && (score as number) <= MAX_AREA_SCORE;
  });

/** The quiz result kept on this device, if what is stored is one (storage can hold anything). */
export function readDeviceResult(userPref: UserPref): InterestResult | null {
  const stored = userPref[DEVICE_RESULT_KEY] as Partial<InterestResult> | undefined;
  if (!stored || !isScores(stored.scores) || typeof stored.takenAt !== 'string') {
    return null;
  }
  // The code is read again from the scores, so an edited or old stored code cannot disagree.
  return { code: interestCode(stored.scores), scores: stored.scores, takenAt: stored.takenAt };
}

export type InterestSource = 'profile' | 'device' | 'signup';

/** What suggestions are read from: a code, and the quiz scores behind it when there was a quiz. */
export interface ChosenInterests {
  code: string;
  source: InterestSource;
  scores?: InterestScores;
}

/**
 * The code to suggest careers from: the result saved on the profile, else the one on this device,
 * else one read from the interests chosen at sign-up; null when there is none (or every answer
 * was Dislike). A quiz result brings its scores, so suggestions rank by all its areas.
 */
export function chooseInterestCode(
  profile: Pick<UserProfile, 'interestResult' | 'careerInterests'> | null | undefined,
  device: InterestResult | null,
): ChosenInterests | null {
  const candidates: [string | undefined, InterestSource, InterestScores | undefined][] = [
    [profile?.interestResult?.code, 'profile', profile?.interestResult?.scores],
    [device?.code, 'device', device?.scores],
    [profile ? codeFromCategories(profile.careerInterests) : undefined, 'signup', undefined],
  ];
  for (const [code, source, scores] of candidates) {
    if (code) {
      return scores ? { code, source, scores } : { code, source };
    }
  }
  return null;
}
