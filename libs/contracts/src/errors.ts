/**
 * Error codes that cross the transport and reach HTTP callers, each with the one HTTP status it is
 * answered with. Renaming a code breaks clients that match on it: add a new code instead. A code
 * without a status here fails type-checking (`satisfies`), and so does a status for no code.
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
  /** 408: the request (its body, or its headers) did not arrive in time. */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** 413: an upload or body over its size limit. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** 415: a body of a content type the route does not read. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** 431: request headers or address too long. */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  /** 503: a write sent to a service that did not confirm it; it may have been saved (retry with the same Idempotency-Key). */
  WRITE_OUTCOME_UNKNOWN: 'WRITE_OUTCOME_UNKNOWN',
  /** 503 with Retry-After: an earlier request with this Idempotency-Key is still being handled; ask again with the same key for its outcome. */
  WRITE_IN_PROGRESS: 'WRITE_IN_PROGRESS',
  /** 422: an Idempotency-Key already used for a different request (method, path or body). */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: the slot was booked by someone else, or is no longer offered (notice, horizon, availability). */
  SCHEDULING_SLOT_TAKEN: 'SCHEDULING_SLOT_TAKEN',
  /** 403: a booking e-mail link that is not for this booking and action, or that a later change made stale. */
  SCHEDULING_LINK_INVALID: 'SCHEDULING_LINK_INVALID',
  /** 409: the booking's state does not allow this (already cancelled, not over yet, already reviewed...). */
  SCHEDULING_BOOKING_STATE: 'SCHEDULING_BOOKING_STATE',
  /** 409: retiring a Koach's last active training (a Koach always offers at least one). */
  SCHEDULING_LAST_TRAINING: 'SCHEDULING_LAST_TRAINING',
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
  /** 409: the week does not take hand-ins yet (it opens on a later day). */
  APPRENTICESHIP_WEEK_NOT_OPEN: 'APPRENTICESHIP_WEEK_NOT_OPEN',
  /** 409: the week's due date (and any late days the challenge allows) has passed. */
  APPRENTICESHIP_WEEK_CLOSED: 'APPRENTICESHIP_WEEK_CLOSED',
  /** 409: a group can be completed only when every week is accepted, or with an override and a reason. */
  APPRENTICESHIP_COMPLETION_NOT_EARNED: 'APPRENTICESHIP_COMPLETION_NOT_EARNED',
  /** 409: an edit would break what enrolled groups signed up for (a due week removed, seats below those taken...). */
  APPRENTICESHIP_CHALLENGE_LOCKED: 'APPRENTICESHIP_CHALLENGE_LOCKED',
  /** 410: a revoked certificate. */
  CERTIFICATE_REVOKED: 'CERTIFICATE_REVOKED',
  /** 409: another record of this kind already has this slug (its address). */
  CONTENT_SLUG_TAKEN: 'CONTENT_SLUG_TAKEN',
  /** 409: registration for the event is closed, or the event is over. */
  CONTENT_REGISTRATION_CLOSED: 'CONTENT_REGISTRATION_CLOSED',
  /** 409: an account with this e-mail address already exists. */
  USERS_EMAIL_TAKEN: 'USERS_EMAIL_TAKEN',
  /** 409: another account has this username. */
  USERS_USERNAME_TAKEN: 'USERS_USERNAME_TAKEN',
  /** 403: a Koach sign-up with an e-mail address that is not on the coach allowlist. */
  USERS_NOT_ON_COACH_LIST: 'USERS_NOT_ON_COACH_LIST',
  /** 400: a password reset link that is unknown, expired or already used. */
  USERS_RESET_LINK_INVALID: 'USERS_RESET_LINK_INVALID',
  /** 400: a Google sign-in code that is unknown, expired or already used. */
  USERS_GOOGLE_SIGN_IN_EXPIRED: 'USERS_GOOGLE_SIGN_IN_EXPIRED',
  /** 400: a Discourse SSO request with missing inputs or a signature that does not match. */
  USERS_SSO_INVALID: 'USERS_SSO_INVALID',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status of each code: the BFF answers with it, metrics and logs classify by it. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_ATTEMPTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  WRITE_OUTCOME_UNKNOWN: 503,
  WRITE_IN_PROGRESS: 503,
  SERVER_BUSY: 503,
  IDEMPOTENCY_KEY_REUSED: 422,
  SCHEDULING_SLOT_TAKEN: 409,
  SCHEDULING_LINK_INVALID: 403,
  SCHEDULING_BOOKING_STATE: 409,
  SCHEDULING_LAST_TRAINING: 409,
  APPRENTICESHIP_NOT_ENROLLED: 404,
  APPRENTICESHIP_GROUP_FULL: 409,
  APPRENTICESHIP_ALREADY_ENROLLED: 409,
  APPRENTICESHIP_INVITE_CLOSED: 409,
  APPRENTICESHIP_ENROLMENT_CLOSED: 409,
  APPRENTICESHIP_WEEK_NOT_OPEN: 409,
  APPRENTICESHIP_WEEK_CLOSED: 409,
  APPRENTICESHIP_COMPLETION_NOT_EARNED: 409,
  APPRENTICESHIP_CHALLENGE_LOCKED: 409,
  CERTIFICATE_REVOKED: 410,
  CONTENT_SLUG_TAKEN: 409,
  CONTENT_REGISTRATION_CLOSED: 409,
  USERS_EMAIL_TAKEN: 409,
  USERS_USERNAME_TAKEN: 409,
  USERS_NOT_ON_COACH_LIST: 403,
  USERS_RESET_LINK_INVALID: 400,
  USERS_GOOGLE_SIGN_IN_EXPIRED: 400,
  USERS_SSO_INVALID: 400,
} as const satisfies Record<ErrorCode, number>;

/**
 * The code for a status raised by the framework (Nest's exceptions, Fastify's and multipart's
 * errors), which carry a status and no code. A status not listed is answered as 400.
 */
export const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  408: ErrorCode.REQUEST_TIMEOUT,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.TOO_MANY_ATTEMPTS,
  431: ErrorCode.HEADERS_TOO_LARGE,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/** Codes any module may raise about its own requests. */
const COMMON_CODES = ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN'] as const;

/**
 * The codes each module may raise, declared here once per module. Its exception class takes only
 * these (UsersError extends ServiceError<UsersErrorCode>), and tests/error-codes.spec.ts fails when
 * a module's source raises a code outside its set or throws another module's class. A domain code
 * carries its module's prefix (USERS_, CONTENT_...) and belongs to that module alone.
 */
export const MODULE_ERROR_CODES = {
  platform: [
    'VALIDATION_FAILED',
    'FORBIDDEN',
    'SERVICE_UNAVAILABLE',
    'SERVER_BUSY',
    'WRITE_OUTCOME_UNKNOWN',
    'WRITE_IN_PROGRESS',
    'IDEMPOTENCY_KEY_REUSED',
    'INTERNAL',
  ],
  users: [
    ...COMMON_CODES,
    'INVALID_CREDENTIALS',
    'UNAUTHENTICATED',
    'SERVER_BUSY',
    'USERS_EMAIL_TAKEN',
    'USERS_USERNAME_TAKEN',
    'USERS_NOT_ON_COACH_LIST',
    'USERS_RESET_LINK_INVALID',
    'USERS_GOOGLE_SIGN_IN_EXPIRED',
    'USERS_SSO_INVALID',
  ],
  content: [...COMMON_CODES, 'CONTENT_SLUG_TAKEN', 'CONTENT_REGISTRATION_CLOSED'],
  scheduling: [...COMMON_CODES, 'SCHEDULING_SLOT_TAKEN', 'SCHEDULING_LINK_INVALID', 'SCHEDULING_BOOKING_STATE', 'SCHEDULING_LAST_TRAINING'],
  apprenticeship: [
    ...COMMON_CODES,
    'APPRENTICESHIP_NOT_ENROLLED',
    'APPRENTICESHIP_GROUP_FULL',
    'APPRENTICESHIP_ALREADY_ENROLLED',
    'APPRENTICESHIP_INVITE_CLOSED',
    'APPRENTICESHIP_ENROLMENT_CLOSED',
    'APPRENTICESHIP_WEEK_NOT_OPEN',
    'APPRENTICESHIP_WEEK_CLOSED',
    'APPRENTICESHIP_COMPLETION_NOT_EARNED',
    'APPRENTICESHIP_CHALLENGE_LOCKED',
    'CERTIFICATE_REVOKED',
  ],
  bff: [
    ...COMMON_CODES,
    'INVALID_CREDENTIALS',
    'UNAUTHENTICATED',
    'TOO_MANY_ATTEMPTS',
    'SERVICE_UNAVAILABLE',
    'REQUEST_TIMEOUT',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'HEADERS_TOO_LARGE',
    // The error filter's answer to an error it does not know.
    'INTERNAL',
  ],
} as const satisfies Record<string, readonly ErrorCode[]>;
export type ErrorModule = keyof typeof MODULE_ERROR_CODES;
type CodesOf<M extends ErrorModule> = (typeof MODULE_ERROR_CODES)[M][number];

/** What each module may raise (its exception class takes only these). */
export type PlatformErrorCode = CodesOf<'platform'>;
export type UsersErrorCode = CodesOf<'users'>;
export type ContentErrorCode = CodesOf<'content'>;
export type SchedulingErrorCode = CodesOf<'scheduling'>;
export type ApprenticeshipErrorCode = CodesOf<'apprenticeship'>;
export type BffErrorCode = CodesOf<'bff'>;

/** One invalid field, as spec section 5 shows it: each constraint is a human-readable sentence. */
export interface FieldError {
  property: string;
  constraints: string[];
}

/** How a service reports a failure over the transport: the code decides the HTTP status (ERROR_STATUS). */
export interface ServiceErrorPayload {
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
