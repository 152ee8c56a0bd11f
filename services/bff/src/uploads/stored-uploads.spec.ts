import { ErrorCode } from '@lakbay/contracts';
import { PlatformError, ServiceError } from '@lakbay/platform';
import { writeSurelyFailed } from './stored-uploads';

describe('writeSurelyFailed', () => {
  it('is true for a refusal by the service (4xx): its files may go', () => {
    expect(writeSurelyFailed(new ServiceError(ErrorCode.VALIDATION_FAILED, 'no'))).toBe(true);
    expect(writeSurelyFailed(new ServiceError(ErrorCode.CONFLICT, 'taken'))).toBe(true);
  });

  it('is true for a repeat under an Idempotency-Key while the first attempt runs: the repeat did nothing', () => {
    expect(writeSurelyFailed(new PlatformError(ErrorCode.WRITE_IN_PROGRESS, 'still being saved'))).toBe(true);
  });

  it('is false when the outcome is unknown or the service failed: a committed row may point at the files', () => {
    expect(writeSurelyFailed(new PlatformError(ErrorCode.WRITE_OUTCOME_UNKNOWN, 'may have been saved'))).toBe(false);
    expect(writeSurelyFailed(PlatformError.unavailable('down'))).toBe(false);
    expect(writeSurelyFailed(new Error('anything else'))).toBe(false);
  });
});
