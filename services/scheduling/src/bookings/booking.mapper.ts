import { type Booking, type BookingStatus, LATE_CANCEL_MINUTES, NO_SHOW_AFTER_MINUTES } from '@lakbay/contracts';
import type { BookingRow, Side } from '../entities/booking.entity';

const MINUTE = 60_000;

/** A confirmed session whose end has passed was held: shown as COMPLETED without a job flipping it. */
export function effectiveStatus(row: Pick<BookingRow, 'status' | 'endsAt'>, now: Date): BookingStatus {
  return row.status === 'CONFIRMED' && row.endsAt <= now ? 'COMPLETED' : row.status;
}

export const isLateCancel = (startsAt: Date, now: Date): boolean => startsAt.getTime() - now.getTime() < LATE_CANCEL_MINUTES * MINUTE;

/** What a side may do with a booking now (domain.md policies). */
export function allowedActions(row: BookingRow, side: Side, now: Date): Booking['can'] {
  const upcoming = row.status === 'CONFIRMED' && now < row.startsAt;
  const status = effectiveStatus(row, now);
  return {
    reschedule: upcoming,
    cancel: upcoming,
    review: side === 'kadet' && status === 'COMPLETED' && (row.reviewRating ?? null) === null,
    markNoShow: row.status === 'CONFIRMED' && now.getTime() >= row.startsAt.getTime() + NO_SHOW_AFTER_MINUTES * MINUTE,
  };
}

export function toBooking(row: BookingRow, side: Side, now: Date): Booking {
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    status,
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
