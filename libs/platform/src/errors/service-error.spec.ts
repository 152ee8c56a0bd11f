import { ERROR_STATUS, ErrorCode, type ServiceErrorPayload } from '@lakbay/contracts';
import { PlatformError, ServiceError, codeOfStatus, isServiceErrorPayload } from './service-error';

class SchedulingLikeError extends ServiceError<'NOT_FOUND' | 'SCHEDULING_SLOT_TAKEN'> {}

describe(ServiceError.name, () => {
  it('takes its status from its code, so no throw site names one', () => {
    expect(new SchedulingLikeError(ErrorCode.SCHEDULING_SLOT_TAKEN, 'taken').status).toBe(409);
    expect(new PlatformError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'reused').status).toBe(422);
    expect(PlatformError.validation([{ property: 'email', constraints: ['Required.'] }]).status).toBe(400);
  });

  it("takes only its module's codes", () => {
    // @ts-expect-error: a scheduling error cannot raise an apprenticeship code.
    const wrong = new SchedulingLikeError(ErrorCode.APPRENTICESHIP_GROUP_FULL, 'full');
    expect(wrong.code).toBe(ErrorCode.APPRENTICESHIP_GROUP_FULL);
  });

  it('names itself after its class in logs', () => {
    expect(new SchedulingLikeError(ErrorCode.NOT_FOUND, 'x').name).toBe('SchedulingLikeError');
  });

  it('crosses the transport as code, message and fields, and comes back with the same status', () => {
    const sent = new PlatformError(ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', [{ property: 'a', constraints: ['b'] }]);
    const payload: unknown = JSON.parse(JSON.stringify(sent.toPayload()));
    expect(payload).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      details: [{ property: 'a', constraints: ['b'] }],
    });
    expect(isServiceErrorPayload(payload)).toBe(true);
    const back = ServiceError.fromPayload(payload as ServiceErrorPayload);
    expect(back).toBeInstanceOf(ServiceError);
    expect(back).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', details: [{ property: 'a', constraints: ['b'] }] });
  });

  it('does not take an unknown code for a service error', () => {
    expect(isServiceErrorPayload({ code: 'NOPE', message: 'x' })).toBe(false);
    expect(isServiceErrorPayload({ code: 'toString', message: 'x' })).toBe(false);
  });

  it('gives a status without a code (the framework’s errors) the code whose status it is', () => {
    for (const status of [400, 401, 403, 404, 408, 409, 413, 415, 429, 431, 503]) {
      expect(ERROR_STATUS[codeOfStatus(status)]).toBe(status);
    }
    expect(codeOfStatus(418)).toBe(ErrorCode.VALIDATION_FAILED);
    expect(codeOfStatus(502)).toBe(ErrorCode.INTERNAL);
  });
});

describe('ERROR_STATUS', () => {
  it('answers a write of unknown outcome 503, with a code of its own', () => {
    expect(ERROR_STATUS.WRITE_OUTCOME_UNKNOWN).toBe(503);
    expect(ErrorCode.WRITE_OUTCOME_UNKNOWN).not.toBe(ErrorCode.SERVICE_UNAVAILABLE);
  });
});
