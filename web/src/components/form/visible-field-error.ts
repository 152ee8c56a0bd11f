import type { FieldMetaState } from 'react-final-form';

/**
 * Which error a field shows now. A server error stays until the field is edited again; a
 * validation error appears once the field has been changed or left (validate on change and on
 * blur, spec section 5), so an untouched form does not greet the user with red text.
 */
export function visibleFieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) {
    return meta.submitError;
  }
  if (typeof meta.error === 'string' && (meta.touched || meta.modified)) {
    return meta.error;
  }
  return undefined;
}
