import type { BookingRow } from '../entities/booking.entity';
import type { SlotShape } from '../slots/slots';

const MINUTE = 60_000;

/**
 * What a booked session holds of the coach's time: its own duration and buffers, as booked. A
 * reschedule moves it in this shape even after its training was edited or retired.
 */
export function bookedShape(row: BookingRow): SlotShape {
  return {
    durationMinutes: row.durationMinutes,
    bufferBeforeMinutes: Math.round((row.startsAt.getTime() - row.blockedFrom.getTime()) / MINUTE),
    bufferAfterMinutes: Math.round((row.blockedTo.getTime() - row.endsAt.getTime()) / MINUTE),
  };
}
