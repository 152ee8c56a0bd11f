import {
  CODE_OF_STATUS,
  ERROR_STATUS,
  ErrorCode,
  type FieldError,
  type PlatformErrorCode,
  type ServiceErrorPayload,
} from '@lakbay/contracts';

/**
 * A failure a caller is told about: a string code, a sentence for people and, for validation
 * failures, the fields at fault. The HTTP status follows from the code (ERROR_STATUS), so no throw
 * site names one. It crosses the transport as ServiceErrorPayload. Each module throws its own
 * subclass, which takes only that module's codes (PlatformError, UsersError, SchedulingError...);
 * an error read back from the transport is a plain ServiceError.
 */
export class ServiceError<C extends ErrorCode = ErrorCode> extends Error {
  /** The HTTP status of the code. */
  readonly status: number;

  constructor(
    readonly code: C,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
    this.status = ERROR_STATUS[code];
  }

  toPayload(): ServiceErrorPayload {
    return { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }

  static fromPayload(payload: ServiceErrorPayload): ServiceError {
    return new ServiceError(payload.code, payload.message, payload.details);
  }
}

/** The platform's own failures: validation, outages, idempotency keys, bugs. */
export class PlatformError extends ServiceError<PlatformErrorCode> {
  static validation(details: FieldError[]): PlatformError {
    return new PlatformError(ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', details);
  }

  static unavailable(message: string): PlatformError {
    return new PlatformError(ErrorCode.SERVICE_UNAVAILABLE, message);
  }

  /** 503 SERVER_BUSY (the BFF adds Retry-After): working, but without a free turn in time. */
  static busy(message: string): PlatformError {
    return new PlatformError(ErrorCode.SERVER_BUSY, message);
  }
}

/** The code of a status raised by the framework (Nest, Fastify, multipart), which has no code. */
export function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? ErrorCode.INTERNAL : ErrorCode.VALIDATION_FAILED);
}

/** The status of anything carrying a code: a ServiceError or a payload read from the transport. */
export function statusOf(error: { code: ErrorCode }): number {
  return ERROR_STATUS[error.code];
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string' && Object.hasOwn(ERROR_STATUS, v.code);
}
