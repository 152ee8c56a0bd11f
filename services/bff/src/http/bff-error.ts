import { type BffErrorCode, ErrorCode } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';

/** A failure the BFF itself answers (input, sessions, throttling, uploads); its status follows from the code. */
export class BffError extends ServiceError<BffErrorCode> {}

/** A refusal of one field, its sentence as the field's constraint (spec section 5); 400 unless the code says otherwise. */
export function fieldError(property: string, message: string, code: BffErrorCode = ErrorCode.VALIDATION_FAILED): BffError {
  return new BffError(code, message, [{ property, constraints: [message] }]);
}
