import { type ApprenticeshipErrorCode, ErrorCode, type FieldError } from '@lakbay/contracts';
import { PlatformError, ServiceError } from '@lakbay/platform';

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
export const certificateRevoked = (when: Date, reason: string) =>
  new ApprenticeshipError(
    ErrorCode.CERTIFICATE_REVOKED,
    `This certificate was revoked on ${when.toISOString().slice(0, 10)}${reason ? ` (${reason})` : ''}. It is no longer valid.`,
  );
export const invalid = (property: string, constraint: string) => PlatformError.validation([{ property, constraints: [constraint] }]);
export const invalidFields = (errors: FieldError[]) => PlatformError.validation(errors);
