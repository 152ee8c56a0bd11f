import { ErrorCode, type FieldError, type ServiceErrorPayload } from '@lakbay/contracts';

/**
 * The one exception class of the platform: a status, a string code, a sentence for people and,
 * for validation failures, the fields at fault. It crosses the transport as ServiceErrorPayload.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  toPayload(): ServiceErrorPayload {
    return { status: this.status, code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }

  static fromPayload(payload: ServiceErrorPayload): ServiceError {
    return new ServiceError(payload.status, payload.code, payload.message, payload.details);
  }

  static validation(details: FieldError[]): ServiceError {
    return new ServiceError(400, ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', details);
  }

  static unavailable(message: string): ServiceError {
    return new ServiceError(503, ErrorCode.SERVICE_UNAVAILABLE, message);
  }
}

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string' && v.code in ErrorCode;
}
