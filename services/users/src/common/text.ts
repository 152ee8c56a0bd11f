import { ErrorCode } from '@lakbay/contracts';
import { ServiceError, slugify } from '@lakbay/platform';
import { UsersError } from './users-error';

/** Escapes LIKE/ILIKE wildcards, so usernames with '_' match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A coach's URL segment from their name: the platform's slug, at most 60 characters, 'coach' when empty. */
export function coachSlug(name: string): string {
  return slugify(name, 60) || 'coach';
}

/** Trims a free-text field; empty becomes null. undefined stays undefined (not sent: unchanged). */
export function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) {
    return undefined;
  }
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function notFound(message: string): ServiceError {
  return new UsersError(ErrorCode.NOT_FOUND, message);
}

export function conflict(message: string, property?: string): ServiceError {
  return new UsersError(ErrorCode.CONFLICT, message, property ? [{ property, constraints: [message] }] : undefined);
}

/** 409 with the field at fault: the e-mail address or username another account has. */
export function alreadyTaken(code: 'USERS_EMAIL_TAKEN' | 'USERS_USERNAME_TAKEN', message: string, property: string): ServiceError {
  return new UsersError(code, message, [{ property, constraints: [message] }]);
}

export function forbidden(message: string): ServiceError {
  return new UsersError(ErrorCode.FORBIDDEN, message);
}

export function badRequest(message: string, property?: string): ServiceError {
  return new UsersError(ErrorCode.VALIDATION_FAILED, message, property ? [{ property, constraints: [message] }] : undefined);
}
