import { type Booking, LATE_CANCEL_MINUTES, NO_SHOW_AFTER_MINUTES } from '@lakbay/contracts';
import type { BookingRow, Side } from '../entities/booking.entity';

const MINUTE = 60_000;

export const isLateCancel = (startsAt: Date, now: Date): boolean => startsAt.getTime() - now.getTime() < LATE_CANCEL_MINUTES * MINUTE;

/**
 * What a side may do with a booking now (domain.md policies), from its stored state: a session
 * becomes COMPLETED by the job after its end (BookingsService.completeEnded), and only then can the
 * Kadet review it; either side can mark a no-show from 10 minutes after the start, while it is
 * confirmed or completed and not reviewed.
 */
export function allowedActions(row: BookingRow, side: Side, now: Date): Booking['can'] {
  const upcoming = row.status === 'CONFIRMED' && now < row.startsAt;
  const unreviewed = (row.reviewRating ?? null) === null;
  return {
    reschedule: upcoming,
    cancel: upcoming,
    review: side === 'kadet' && row.status === 'COMPLETED' && unreviewed,
    markNoShow:
      (row.status === 'CONFIRMED' || row.status === 'COMPLETED') &&
      unreviewed &&
      now.getTime() >= row.startsAt.getTime() + NO_SHOW_AFTER_MINUTES * MINUTE,
  };
}

export function toBooking(row: BookingRow, side: Side, now: Date): Booking {
  return {
    id: row.id,
    status: row.status,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    coach: { id: row.coachId, name: row.coachName, slug: row.coachSlug, timeZone: row.coachTimeZone },
    kadet: { id: row.kadetId, name: row.kadetName },
    training: { slug: row.trainingSlug, title: row.trainingTitle, durationMinutes: row.durationMinutes },
    answers: row.answers,
    meetingLink: row.status === 'CONFIRMED' ? (row.meetingLink ?? null) : null,
    cancellationReason: row.cancellationReason ?? null,
    cancelledBy: row.cancelledBy ?? null,
    lateCancel: row.lateCancel,
    rescheduledFromId: row.rescheduledFromId ?? null,
    rescheduledToId: row.rescheduledToId ?? null,
    noShowMarkedBy: row.noShowMarkedBy ?? null,
    review: typeof row.reviewRating === 'number' ? { rating: row.reviewRating, comment: row.reviewComment ?? '' } : null,
    viewerRole: side,
    can: allowedActions(row, side, now),
    createdAt: row.createdAt.toISOString(),
  };
}
