import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@lakbay/contracts';
import { PlatformError } from './service-error';

/** Flattens class-validator errors into spec section 5's list of {property, constraints}. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const property = parent ? `${parent}.${e.property}` : e.property;
    const own: FieldError[] = e.constraints ? [{ property, constraints: Object.values(e.constraints) }] : [];
    return [...own, ...toFieldErrors(e.children ?? [], property)];
  });
}

/** Whitelists, transforms and rejects unknown properties; failures become a 400 ServiceError. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // One sentence per field is enough to fix it; more would repeat the same problem.
    stopAtFirstError: true,
    exceptionFactory: (errors) => PlatformError.validation(toFieldErrors(errors)),
  });
}

/**
 * The fields the validation pipe refuses a payload for, empty when it passes: for specs of payload
 * classes. Anything but a validation refusal is thrown on.
 */
export async function refusedFields(
  metatype: ArgumentMetadata['metatype'],
  value: unknown,
  type: ArgumentMetadata['type'] = 'body',
): Promise<FieldError[]> {
  try {
    await createValidationPipe().transform(value, { type, metatype });
    return [];
  } catch (err) {
    if (err instanceof PlatformError && err.code === 'VALIDATION_FAILED') {
      return err.details ?? [];
    }
    throw err;
  }
}
