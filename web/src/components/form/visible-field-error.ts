import type { FieldMetaState } from 'react-final-form';

/**
 * Which error a field shows now. A server error stays until the field is edited again. A
 * validation error appears once the field has been typed in, or once a submit failed (submit
 * marks every field touched, spec section 4). Fields validate on change and on blur (section 5),
 * but merely passing through an empty field (focus, then blur) shows nothing: an untouched form
 * does not greet the user with "is required" before they have typed anything.
 */
export function visibleFieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) {
    return meta.submitError;
  }
  if (typeof meta.error === 'string' && (meta.modified || meta.submitFailed)) {
    return meta.error;
  }
  return undefined;
}
