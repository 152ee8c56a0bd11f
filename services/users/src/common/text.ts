import { ErrorCode } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';

/** Escapes LIKE/ILIKE wildcards, so usernames with '_' match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A URL segment from a name: lower-case ASCII letters and digits joined by '-', diacritics dropped (Ñ -> n). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'coach';
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
  return new ServiceError(404, ErrorCode.NOT_FOUND, message);
}

export function conflict(message: string, property?: string): ServiceError {
  return new ServiceError(409, ErrorCode.CONFLICT, message, property ? [{ property, constraints: [message] }] : undefined);
}

export function forbidden(message: string): ServiceError {
  return new ServiceError(403, ErrorCode.FORBIDDEN, message);
}

export function badRequest(message: string, property?: string): ServiceError {
  return new ServiceError(400, ErrorCode.VALIDATION_FAILED, message, property ? [{ property, constraints: [message] }] : undefined);
}
