import { ErrorCode, type FieldError } from '@lakbay/contracts';
import { ServiceError } from '@lakbay/platform';

export const notFound = (what: string) => new ServiceError(404, ErrorCode.NOT_FOUND, `There is no such ${what}.`);
export const forbidden = (message: string) => new ServiceError(403, ErrorCode.FORBIDDEN, message);
export const slotTaken = (message = 'Sorry, this time was just booked or is no longer available. Please choose another time.') =>
  new ServiceError(409, ErrorCode.SCHEDULING_SLOT_TAKEN, message);
export const wrongState = (message: string) => new ServiceError(409, ErrorCode.SCHEDULING_BOOKING_STATE, message);
export const invalid = (property: string, constraint: string) => ServiceError.validation([{ property, constraints: [constraint] }]);
export const invalidFields = (errors: FieldError[]) => ServiceError.validation(errors);
