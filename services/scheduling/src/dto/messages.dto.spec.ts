import { refusedFields } from '@lakbay/platform';
import type { Type } from '@nestjs/common';
import { BookingRefMessage, CancelMessage, NoShowMessage, RescheduleMessage } from './messages.dto';

const BOOKING = '0b3f7c1e-5d0a-4c55-9e43-7d1f2a9b8c01';
const USER = '6a1d2c3b-4e5f-4a7b-8c9d-0e1f2a3b4c5d';

const problems = async (metatype: Type, value: unknown) => (await refusedFields(metatype, value)).map((f) => f.property);

describe('booking action messages', () => {
  it('take the booking and who acts on it, besides their own fields', async () => {
    expect(await problems(RescheduleMessage, { bookingId: BOOKING, userId: USER, isAdmin: false, start: '2026-12-01T02:00:00Z' })).toEqual(
      [],
    );
    expect(await problems(CancelMessage, { bookingId: BOOKING, token: 'signed', reason: 'Sick' })).toEqual([]);
    expect(await problems(BookingRefMessage, { bookingId: BOOKING, token: 'signed' })).toEqual([]);
    expect(await problems(NoShowMessage, { bookingId: BOOKING, userId: USER })).toEqual([]);
  });

  it('refuse a malformed booking or user id and fields they do not have', async () => {
    expect(await problems(RescheduleMessage, { bookingId: 'x', start: '2026-12-01T02:00:00Z' })).toEqual(['bookingId']);
    expect(await problems(CancelMessage, { bookingId: BOOKING, userId: 'me', reason: 'Sick' })).toEqual(['userId']);
    expect(await problems(CancelMessage, { bookingId: BOOKING, reason: '' })).toEqual(['reason']);
    expect(await problems(NoShowMessage, { bookingId: BOOKING, token: 'signed' })).toEqual(['token']);
  });
});
