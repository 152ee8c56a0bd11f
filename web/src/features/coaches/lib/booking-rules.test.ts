import { describe, expect, it } from '@jest/globals';
import { isLateCancelNow } from './booking-rules';

describe('isLateCancelNow', () => {
  const now = Date.parse('2026-03-02T00:00:00.000Z');
  it('is late within three hours of the start', () => {
    expect(isLateCancelNow('2026-03-02T02:59:00.000Z', now)).toBe(true);
  });
  it('is not late three hours or more before the start', () => {
    expect(isLateCancelNow('2026-03-02T03:00:00.000Z', now)).toBe(false);
  });
});
