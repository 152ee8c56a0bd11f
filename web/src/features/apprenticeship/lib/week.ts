import type { ChallengeDetail, Week } from '@lakbay/contracts';

/** The week of a /week/{week} address (its number), or undefined. */
export function findWeek(challenge: Pick<ChallengeDetail, 'weekList'>, param: string | undefined): Week | undefined {
  const number = Number(param);
  return Number.isInteger(number) ? challenge.weekList.find((week) => week.number === number) : undefined;
}
