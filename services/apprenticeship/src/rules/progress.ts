import type { Progress, ReviewStatus, Todo } from '@lakbay/contracts';
import { endOfManilaDay } from './dates';

export interface WeekFacts {
  id: string;
  number: number;
  title: string;
  deliverable: string;
  dueDate: string;
}

export interface SubmissionFacts {
  weekId: string;
  attempt: number;
  reviewStatus: ReviewStatus;
}

/** The latest attempt of each week that has one. */
export function latestByWeek<S extends SubmissionFacts>(submissions: S[]): Map<string, S> {
  const latest = new Map<string, S>();
  for (const s of submissions) {
    const seen = latest.get(s.weekId);
    if (!seen || s.attempt > seen.attempt) {
      latest.set(s.weekId, s);
    }
  }
  return latest;
}

/** Accepted weeks (latest attempt ACCEPTED) and submitted weeks (any attempt) over all weeks. */
export function computeProgress(weeks: WeekFacts[], submissions: SubmissionFacts[]): Progress {
  const ids = new Set(weeks.map((w) => w.id));
  const latest = latestByWeek(submissions.filter((s) => ids.has(s.weekId)));
  const acceptedWeeks = [...latest.values()].filter((s) => s.reviewStatus === 'ACCEPTED').length;
  return progressOf(acceptedWeeks, latest.size, weeks.length);
}

export function progressOf(acceptedWeeks: number, submittedWeeks: number, totalWeeks: number): Progress {
  return {
    acceptedWeeks,
    submittedWeeks,
    totalWeeks,
    percent: totalWeeks === 0 ? 0 : Math.floor((acceptedWeeks * 100) / totalWeeks),
  };
}

/** What is left to hand in: weeks without a submission, or whose latest one needs an update; by due date. */
export function computeTodos(weeks: WeekFacts[], submissions: SubmissionFacts[], now: Date): Todo[] {
  const latest = latestByWeek(submissions);
  return [...weeks]
    .sort((a, b) => a.number - b.number)
    .flatMap((week): Todo[] => {
      const last = latest.get(week.id);
      const reason = !last ? 'NOT_SUBMITTED' : last.reviewStatus === 'NEEDS_UPDATE' ? 'NEEDS_UPDATE' : null;
      if (!reason) {
        return [];
      }
      return [
        {
          weekId: week.id,
          weekNumber: week.number,
          title: week.title,
          deliverable: week.deliverable,
          dueDate: week.dueDate,
          reason,
          overdue: now.getTime() > endOfManilaDay(week.dueDate).getTime(),
        },
      ];
    });
}
