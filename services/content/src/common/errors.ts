import { ErrorCode, type FieldError } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';

export function notFound(what: string): ServiceError {
  return new ServiceError(404, ErrorCode.NOT_FOUND, `There is no such ${what}.`);
}

export function conflict(message: string): ServiceError {
  return new ServiceError(409, ErrorCode.CONFLICT, message);
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
      throw ServiceError.validation(this.errors);
    }
  }
}

/** Runs a write; a unique index violated by a concurrent writer becomes the given 409. */
export async function uniqueOr409<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw conflict(message);
    }
    throw err;
  }
}

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
