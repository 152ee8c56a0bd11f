import { type ApprenticeshipErrorCode, ErrorCode, type FieldError } from '@lakbay/contracts';
import { PlatformError, ServiceError } from '@lakbay/platform';
import { manilaToday, readableDay } from '../rules/dates';

/** A failure of the apprenticeship service; its status follows from the code. */
export class ApprenticeshipError extends ServiceError<ApprenticeshipErrorCode> {}

export const notFound = (what: string) => new ApprenticeshipError(ErrorCode.NOT_FOUND, `There is no such ${what}.`);
export const forbidden = (message: string) => new ApprenticeshipError(ErrorCode.FORBIDDEN, message);
export const conflict = (message: string) => new ApprenticeshipError(ErrorCode.CONFLICT, message);
export const notEnrolled = () => new ApprenticeshipError(ErrorCode.APPRENTICESHIP_NOT_ENROLLED, 'You are not enrolled in this challenge.');
export const alreadyEnrolled = () =>
  new ApprenticeshipError(ErrorCode.APPRENTICESHIP_ALREADY_ENROLLED, 'You are already in a group of this challenge.');
export const groupFull = () =>
  new ApprenticeshipError(ErrorCode.APPRENTICESHIP_GROUP_FULL, 'Sorry, this group is full: it has no free place left.');
export const inviteClosed = (why: string) =>
  new ApprenticeshipError(ErrorCode.APPRENTICESHIP_INVITE_CLOSED, `This invite is no longer open: ${why}.`);
export const enrolmentClosed = (why: string) =>
  new ApprenticeshipError(ErrorCode.APPRENTICESHIP_ENROLMENT_CLOSED, `Enrolment in this challenge is closed: ${why}.`);
export const weekNotOpen = (week: number, opensOn: string) =>
  new ApprenticeshipError(
    ErrorCode.APPRENTICESHIP_WEEK_NOT_OPEN,
    `Week ${week} is not open yet: it takes hand-ins from ${readableDay(opensOn)}.`,
  );
export const weekClosed = (week: number, dueDate: string) =>
  new ApprenticeshipError(
    ErrorCode.APPRENTICESHIP_WEEK_CLOSED,
    `Week ${week} was due on ${readableDay(dueDate)}: it takes no more hand-ins.`,
  );
export const completionNotEarned = (accepted: number, total: number) =>
  new ApprenticeshipError(
    ErrorCode.APPRENTICESHIP_COMPLETION_NOT_EARNED,
    `This group has ${accepted} of ${total} weeks accepted: complete it with an override and a reason, or wait until every week is accepted.`,
  );
export const challengeLocked = (violations: FieldError[]) =>
  new ApprenticeshipError(
    ErrorCode.APPRENTICESHIP_CHALLENGE_LOCKED,
    'This edit would change what enrolled groups signed up for.',
    violations,
  );
/** The day is the Philippine day of the revocation; a reason's own closing full stop is not doubled. */
export const certificateRevoked = (when: Date, reason: string) => {
  const why = reason.trim().replace(/[.!?\s]+$/, '');
  return new ApprenticeshipError(
    ErrorCode.CERTIFICATE_REVOKED,
    `This certificate was revoked on ${readableDay(manilaToday(when))}${why ? ` (${why})` : ''}. It is no longer valid.`,
  );
};
export const invalid = (property: string, constraint: string) => PlatformError.validation([{ property, constraints: [constraint] }]);
export const invalidFields = (errors: FieldError[]) => PlatformError.validation(errors);
