import { type SchedulingErrorCode, ErrorCode, type FieldError } from '@lakbay/contracts';
import { PlatformError, ServiceError } from '@lakbay/platform';

/** A failure of the scheduling service; its status follows from the code. */
export class SchedulingError extends ServiceError<SchedulingErrorCode> {}

export const notFound = (what: string) => new SchedulingError(ErrorCode.NOT_FOUND, `There is no such ${what}.`);
export const forbidden = (message: string) => new SchedulingError(ErrorCode.FORBIDDEN, message);
export const slotTaken = (message = 'Sorry, this time was just booked or is no longer available. Please choose another time.') =>
  new SchedulingError(ErrorCode.SCHEDULING_SLOT_TAKEN, message);
export const wrongState = (message: string) => new SchedulingError(ErrorCode.SCHEDULING_BOOKING_STATE, message);
export const lastTraining = () =>
  new SchedulingError(
    ErrorCode.SCHEDULING_LAST_TRAINING,
    'This is your last active training. Add or restore another one before retiring it, so Kadets can still book you.',
  );
export const invalid = (property: string, constraint: string) => PlatformError.validation([{ property, constraints: [constraint] }]);
export const invalidFields = (errors: FieldError[]) => PlatformError.validation(errors);
