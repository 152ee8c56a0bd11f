import { ErrorCode, type FieldError } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';

export const notFound = (what: string) => new ServiceError(404, ErrorCode.NOT_FOUND, `There is no such ${what}.`);
export const forbidden = (message: string) => new ServiceError(403, ErrorCode.FORBIDDEN, message);
export const conflict = (message: string) => new ServiceError(409, ErrorCode.CONFLICT, message);
export const notEnrolled = () => new ServiceError(404, ErrorCode.APPRENTICESHIP_NOT_ENROLLED, 'You are not enrolled in this challenge.');
export const alreadyEnrolled = () =>
  new ServiceError(409, ErrorCode.APPRENTICESHIP_ALREADY_ENROLLED, 'You are already in a group of this challenge.');
export const groupFull = () =>
  new ServiceError(409, ErrorCode.APPRENTICESHIP_GROUP_FULL, 'Sorry, this group is full: it has no free place left.');
export const inviteClosed = (why: string) =>
  new ServiceError(409, ErrorCode.APPRENTICESHIP_INVITE_CLOSED, `This invite is no longer open: ${why}.`);
export const enrolmentClosed = (why: string) =>
  new ServiceError(409, ErrorCode.APPRENTICESHIP_ENROLMENT_CLOSED, `Enrolment in this challenge is closed: ${why}.`);
export const certificateRevoked = (when: Date, reason: string) =>
  new ServiceError(
    410,
    ErrorCode.CERTIFICATE_REVOKED,
    `This certificate was revoked on ${when.toISOString().slice(0, 10)}${reason ? ` (${reason})` : ''}. It is no longer valid.`,
  );
export const invalid = (property: string, constraint: string) => ServiceError.validation([{ property, constraints: [constraint] }]);
export const invalidFields = (errors: FieldError[]) => ServiceError.validation(errors);
