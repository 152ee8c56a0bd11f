import type { ChallengeStatus, MeritLevel } from '@lakbay/contracts';
import { addDays } from './dates';
import { latestByWeek, type SubmissionFacts } from './progress';

/** The dates a challenge's calendar follows (YYYY-MM-DD, Manila days). */
export interface ChallengeDates {
  startDate: string;
  endDate: string;
}

/**
 * Where a published challenge stands on a Manila day: OPEN before its start date, RUNNING from it
 * to its end date (the last week's due date), CLOSED after. DRAFT is never moved by the calendar.
 */
export function statusOn(challenge: ChallengeDates & { status: ChallengeStatus }, today: string): ChallengeStatus {
  if (challenge.status === 'DRAFT') {
    return 'DRAFT';
  }
  if (today > challenge.endDate) {
    return 'CLOSED';
  }
  return today >= challenge.startDate ? 'RUNNING' : 'OPEN';
}

/** The first day a week takes hand-ins: the start date for the first week, else the day after the week before is due. */
export function weekOpensOn(startDate: string, weeks: { number: number; dueDate: string }[], number: number): string {
  const before = weeks.filter((w) => w.number < number).sort((a, b) => b.number - a.number)[0];
  return before ? addDays(before.dueDate, 1) : startDate;
}

export type HandInWindow = { open: true; late: boolean } | { open: false; why: 'NOT_OPEN' | 'CLOSED' };

/** Whether a week takes a hand-in on a Manila day: from its opening to its due date, then late for the challenge's late days. */
export function handInWindow(opensOn: string, dueDate: string, lateDays: number, today: string): HandInWindow {
  if (today < opensOn) {
    return { open: false, why: 'NOT_OPEN' };
  }
  if (today <= dueDate) {
    return { open: true, late: false };
  }
  return today <= addDays(dueDate, lateDays) ? { open: true, late: true } : { open: false, why: 'CLOSED' };
}

export interface MeritFacts extends SubmissionFacts {
  late: boolean;
}

/**
 * The merit rule, shown to admins: every week accepted at the first attempt and on time is
 * OUTSTANDING; every week accepted and on time (some after an update) is COMMENDABLE; every week
 * accepted with a late hand-in is SATISFACTORY. null while a week is not accepted: only an
 * override completes such a group, and it earns SATISFACTORY.
 */
export function meritFor(weekIds: string[], submissions: MeritFacts[]): MeritLevel | null {
  const latest = latestByWeek(submissions);
  const accepted = weekIds.map((id) => latest.get(id)).filter((s) => s?.reviewStatus === 'ACCEPTED');
  if (weekIds.length === 0 || accepted.length < weekIds.length) {
    return null;
  }
  if (submissions.some((s) => s.late && weekIds.includes(s.weekId))) {
    return 'SATISFACTORY';
  }
  return accepted.every((s) => s?.attempt === 1) ? 'OUTSTANDING' : 'COMMENDABLE';
}

/** The merit of a group completed by override (a week not accepted). */
export const OVERRIDE_MERIT: MeritLevel = 'SATISFACTORY';

/** The day before a week is due: when its members are reminded. */
export const reminderDay = (dueDate: string): string => addDays(dueDate, -1);
