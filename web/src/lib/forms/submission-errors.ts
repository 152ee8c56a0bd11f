import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { ApiErrorInfo } from '@/lib/api/api-error';

/**
 * Maps a failed submit onto a final-form: each {property, constraints} goes under its field with
 * the constraints joined by a comma (spec section 5); a plain message, or an error for a field the
 * form does not show, becomes the general form error.
 */
export function toSubmissionErrors<Values extends object>(
  info: ApiErrorInfo,
  fields: readonly (keyof Values & string)[],
): SubmissionErrors {
  if (info.fieldErrors.length === 0) {
    return { [FORM_ERROR]: info.message };
  }
  const known = new Set<string>(fields);
  const errors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const { property, constraints } of info.fieldErrors) {
    const text = constraints.join(', ');
    if (known.has(property)) {
      errors[property] = errors[property] ? `${errors[property]}, ${text}` : text;
    } else {
      unplaced.push(text);
    }
  }
  if (unplaced.length > 0) {
    errors[FORM_ERROR] = unplaced.join(', ');
  }
  return errors;
}
