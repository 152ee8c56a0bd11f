/**
 * Error codes that cross the transport and reach HTTP callers. Renaming one breaks clients that
 * match on it: add a new code instead.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** 503 with Retry-After: the service is at capacity (password hashing) and refused at once; try again shortly. */
  SERVER_BUSY: 'SERVER_BUSY',
  INTERNAL: 'INTERNAL',
  /** 422: an Idempotency-Key already used for a different request (method, path or body). */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: the slot was booked by someone else, or is no longer offered (notice, horizon, availability). */
  SCHEDULING_SLOT_TAKEN: 'SCHEDULING_SLOT_TAKEN',
  /** 403: a booking e-mail link that is not for this booking and action, or that a later change made stale. */
  SCHEDULING_LINK_INVALID: 'SCHEDULING_LINK_INVALID',
  /** 409: the booking's state does not allow this (already cancelled, not over yet, already reviewed...). */
  SCHEDULING_BOOKING_STATE: 'SCHEDULING_BOOKING_STATE',
  /** 404: the user has no enrolment in this challenge. */
  APPRENTICESHIP_NOT_ENROLLED: 'APPRENTICESHIP_NOT_ENROLLED',
  /** 409: the group has no free place left (its maximum size is reached). */
  APPRENTICESHIP_GROUP_FULL: 'APPRENTICESHIP_GROUP_FULL',
  /** 409: the person is already in a group of this challenge. */
  APPRENTICESHIP_ALREADY_ENROLLED: 'APPRENTICESHIP_ALREADY_ENROLLED',
  /** 409: the invite is no longer open (accepted, declined, withdrawn or expired). */
  APPRENTICESHIP_INVITE_CLOSED: 'APPRENTICESHIP_INVITE_CLOSED',
  /** 409: enrolment is closed (deadline passed, no seats, not open). */
  APPRENTICESHIP_ENROLMENT_CLOSED: 'APPRENTICESHIP_ENROLMENT_CLOSED',
  /** 410: a revoked certificate. */
  CERTIFICATE_REVOKED: 'CERTIFICATE_REVOKED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One invalid field, as spec section 5 shows it: each constraint is a human-readable sentence. */
export interface FieldError {
  property: string;
  constraints: string[];
}

/** How a service reports a failure over the transport. */
export interface ServiceErrorPayload {
  /** HTTP status the BFF answers with. */
  status: number;
  code: ErrorCode;
  message: string;
  details?: FieldError[];
}

/**
 * The body of every HTTP error answer. `message` is a list of field errors for validation
 * failures (spec section 5) and a sentence otherwise.
 */
export interface HttpErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string | FieldError[];
}
