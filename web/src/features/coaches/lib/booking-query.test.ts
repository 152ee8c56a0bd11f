import { describe, expect, it } from '@jest/globals';
import {
  bookingStepPath,
  linkedRescheduleStepPath,
  parseStep,
  readBookingQuery,
  rescheduleStepPath,
  trainingChoicePath,
} from './booking-query';

describe('booking-query', () => {
  it('reads training and a valid start from the query, dropping a start that is not a date', () => {
    expect(readBookingQuery(new URLSearchParams('training=resume-review&start=2026-03-02T01:00:00Z'))).toEqual({
      training: 'resume-review',
      start: '2026-03-02T01:00:00.000Z',
    });
    expect(readBookingQuery(new URLSearchParams('start=tomorrow'))).toEqual({ training: null, start: null });
  });

  it('accepts only whole step numbers within the flow', () => {
    expect(parseStep('2', 3)).toBe(2);
    expect(parseStep('4', 3)).toBeNull();
    expect(parseStep('0', 3)).toBeNull();
    expect(parseStep('1.5', 3)).toBeNull();
    expect(parseStep('01', 3)).toBeNull();
    expect(parseStep(undefined, 3)).toBeNull();
  });

  it('builds step addresses that keep the state in the query', () => {
    expect(bookingStepPath('ana-reyes', 2, { training: 'career-chat', start: '2026-03-02T01:00:00.000Z' })).toBe(
      '/coaches/ana-reyes/schedule/steps/2?training=career-chat&start=2026-03-02T01%3A00%3A00.000Z',
    );
    expect(bookingStepPath('ana-reyes', 1, { training: 'career-chat', start: null })).toBe(
      '/coaches/ana-reyes/schedule/steps/1?training=career-chat',
    );
    expect(trainingChoicePath('ana-reyes')).toBe('/coaches/ana-reyes/schedule/training');
    expect(trainingChoicePath('ana-reyes', 'mock-interview')).toBe('/coaches/ana-reyes/schedule/training/mock-interview');
    expect(rescheduleStepPath('b1', 1, { token: 't0k' })).toBe('/my/schedule/b1/reschedule/steps/1?token=t0k');
  });

  it("builds the e-mailed reschedule link's public steps: the link itself, then the review", () => {
    expect(linkedRescheduleStepPath('b1', 1, { token: 't0k' })).toBe('/bookings/b1/reschedule?token=t0k');
    expect(linkedRescheduleStepPath('b1', 2, { start: '2026-03-02T01:00:00.000Z', token: 't0k' })).toBe(
      '/bookings/b1/reschedule/steps/2?start=2026-03-02T01%3A00%3A00.000Z&token=t0k',
    );
  });
});
