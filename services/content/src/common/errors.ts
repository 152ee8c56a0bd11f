import { type ContentErrorCode, ErrorCode, type FieldError } from '@lakbay/contracts';
import { PlatformError, ServiceError } from '@lakbay/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';

/** A failure of the content service; its status follows from the code. */
export class ContentError extends ServiceError<ContentErrorCode> {}

export function notFound(what: string): ServiceError {
  return new ContentError(ErrorCode.NOT_FOUND, `There is no such ${what}.`);
}

export function conflict(message: string): ServiceError {
  return new ContentError(ErrorCode.CONFLICT, message);
}

/** 409 CONTENT_SLUG_TAKEN: the message names the record that has the slug. */
export function slugConflict(message: string): ServiceError {
  return new ContentError(ErrorCode.CONTENT_SLUG_TAKEN, message);
}

/** 409 CONTENT_REGISTRATION_CLOSED: registration closed, or the event over. */
export function registrationClosed(message: string): ServiceError {
  return new ContentError(ErrorCode.CONTENT_REGISTRATION_CLOSED, message);
}

/** Collects field errors found after the payload's own validation (cross-field rules, lookups). */
export class FieldErrors {
  private readonly errors: FieldError[] = [];

  add(property: string, constraint: string): this {
    const existing = this.errors.find((e) => e.property === property);
    if (existing) {
      existing.constraints.push(constraint);
    } else {
      this.errors.push({ property, constraints: [constraint] });
    }
    return this;
  }

  /** Throws 400 with the collected errors, if any. */
  throwIfAny(): void {
    if (this.errors.length > 0) {
      throw PlatformError.validation(this.errors);
    }
  }
}

/** Runs a write; a unique index (the slug's) violated by a concurrent writer becomes a 409 with the given message. */
export async function uniqueOr409<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw slugConflict(message);
    }
    throw err;
  }
}

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
