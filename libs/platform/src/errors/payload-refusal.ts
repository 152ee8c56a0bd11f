import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { toFieldErrors } from './validation';

/**
 * Why a payload read off a queue or the transport fails its validation class, in one line, or
 * undefined when it passes. Extra properties pass: a process one release behind still reads a
 * payload that gained an optional field.
 */
export function payloadRefusal(cls: new () => object, payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    const what = payload === null ? 'null' : Array.isArray(payload) ? 'a list' : typeof payload;
    return `it must be an object, not ${what}`;
  }
  // A class that declares no field (a job without data) takes any object: class-validator would
  // call such an object unknown, with an error naming no property.
  if (getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false).length === 0) {
    return undefined;
  }
  const errors = validateSync(plainToInstance(cls, payload), { forbidUnknownValues: true });
  // A constraint names its property; one of a nested object is prefixed with where it is.
  const problems = toFieldErrors(errors).flatMap(({ property, constraints }) =>
    constraints.map((constraint) => (property.includes('.') ? `${property}: ${constraint}` : constraint)),
  );
  return problems.length > 0 ? problems.join('; ') : undefined;
}
