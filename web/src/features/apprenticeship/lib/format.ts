import type { Tone } from '@/components/status-tag';
import type { ApplicationStatus, Challenge, ChallengeStatus, MemberStatus, MeritLevel, ReviewStatus, Week } from '@lakbay/contracts';
import { formatDate } from '@/components/content/format';

export { formatDate, formatDateTime } from '@/components/content/format';

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ENROLLED: 'Enrolled',
  ENROLLED_GROUP: 'Enrolled with the group',
  INVITED: 'Invited',
  UNENROLLED: 'Left',
  DECLINED: 'Declined',
  PENDING: 'Awaiting approval',
};

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const MERIT_LABELS: Record<MeritLevel, string> = {
  OUTSTANDING: 'Outstanding',
  COMMENDABLE: 'Commendable',
  SATISFACTORY: 'Satisfactory',
};

export const CHALLENGE_STATUS_TONES: Record<ChallengeStatus, Tone> = { DRAFT: 'muted', OPEN: 'good', RUNNING: 'info', CLOSED: 'muted' };
export const MEMBER_STATUS_TONES: Record<MemberStatus, Tone> = {
  ENROLLED: 'good',
  ENROLLED_GROUP: 'good',
  INVITED: 'info',
  UNENROLLED: 'muted',
  DECLINED: 'bad',
  PENDING: 'warn',
};
export const REVIEW_STATUS_TONES: Record<ReviewStatus, Tone> = { PENDING_REVIEW: 'info', ACCEPTED: 'good', NEEDS_UPDATE: 'warn' };

/** 2 Feb 2026 – 27 Feb 2026 */
export const formatDateRange = (start: string, end: string): string => `${formatDate(start)} – ${formatDate(end)}`;

/** 1 week, 4 weeks */
export const weeksText = (weeks: number): string => `${weeks} week${weeks === 1 ? '' : 's'}`;

/** "12 of 30 seats left", or "Full" when none is left. */
export function seatsText({ seatsLeft, slots }: Pick<Challenge, 'seatsLeft' | 'slots'>): string {
  if (seatsLeft <= 0) {
    return `Full (${slots} seats)`;
  }
  return `${seatsLeft} of ${slots} seat${slots === 1 ? '' : 's'} left`;
}

/** Today as YYYY-MM-DD in Manila, where due dates end (contracts: Week.dueDate). */
export function manilaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "Due 3 Mar 2026", "Due today", or "Overdue since 3 Mar 2026" (a date is due until its end). */
export function dueText(dueDate: string, today: string = manilaToday()): string {
  if (dueDate === today) {
    return 'Due today';
  }
  return dueDate < today ? `Overdue since ${formatDate(dueDate)}` : `Due ${formatDate(dueDate)}`;
}

export const isOverdue = (dueDate: string, today: string = manilaToday()): boolean => dueDate < today;

/** This week: the first week not yet due, or the last one once all are past. */
export function currentWeek(weeks: readonly Week[], today: string = manilaToday()): Week | undefined {
  const sorted = [...weeks].sort((a, b) => a.number - b.number);
  return sorted.find((week) => week.dueDate >= today) ?? sorted.at(-1);
}

/** 1.2 MB, 340 KB */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
