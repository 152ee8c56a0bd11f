import type { Tone } from '@/components/status-tag';
import type { ChallengeStatus, MemberStatus, MeritLevel, ReviewStatus, Week } from '@lakbay/contracts';

export { formatDate, formatDateTime } from '@/components/content/format';

/**
 * Merit levels in English for the certificate, a credential others verify, which stays English
 * whatever the interface's language. Pages use t('status.merit.…') (apprenticeship namespace).
 */
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

/**
 * 1 week, 4 weeks: in English for the certificate, a credential others verify, which stays English
 * whatever the interface's language. Pages use useVaText, which writes it in the viewer's language.
 */
export const weeksText = (weeks: number): string => `${weeks} week${weeks === 1 ? '' : 's'}`;

/** Today as YYYY-MM-DD in Manila, where due dates end (contracts: Week.dueDate). */
export function manilaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
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
