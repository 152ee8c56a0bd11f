import { BOOKING_HORIZON_DAYS, BOOKING_MIN_NOTICE_MINUTES } from '@lakbay/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { AvailabilityWindowRow } from '../entities/availability-window.entity';
import { BookingRow } from '../entities/booking.entity';
import type { Interval, SlotRules } from '../slots/slots';

export const bookingRules = (now: Date): SlotRules => ({
  now,
  minNoticeMinutes: BOOKING_MIN_NOTICE_MINUTES,
  horizonDays: BOOKING_HORIZON_DAYS,
});

/** A coach's availability windows that overlap range. */
export async function windowsOf(em: EntityManager, coachIds: string[], range: Interval): Promise<Map<string, Interval[]>> {
  const rows = await em.find(
    AvailabilityWindowRow,
    { coachId: { $in: coachIds }, startsAt: { $lt: range.end }, endsAt: { $gt: range.start } },
    { orderBy: { startsAt: 'asc' } },
  );
  return groupBy(coachIds, rows, (r) => ({ start: r.startsAt, end: r.endsAt }));
}

/** The buffered ranges of a coach's confirmed bookings that overlap range (except one being moved). */
export async function blockedOf(
  em: EntityManager,
  coachIds: string[],
  range: Interval,
  exceptBookingId?: string,
): Promise<Map<string, Interval[]>> {
  const rows = await em.find(BookingRow, {
    coachId: { $in: coachIds },
    status: 'CONFIRMED',
    blockedFrom: { $lt: range.end },
    blockedTo: { $gt: range.start },
    ...(exceptBookingId ? { id: { $ne: exceptBookingId } } : {}),
  });
  return groupBy(coachIds, rows, (r) => ({ start: r.blockedFrom, end: r.blockedTo }));
}

function groupBy<R extends { coachId: string }>(coachIds: string[], rows: R[], toInterval: (row: R) => Interval): Map<string, Interval[]> {
  const map = new Map<string, Interval[]>(coachIds.map((id) => [id, []]));
  for (const row of rows) {
    map.get(row.coachId)?.push(toInterval(row));
  }
  return map;
}
