import { EntityManager } from '@mikro-orm/core';
import type { PrivacyEraseReply, PrivacyExportPart, PrivacySubject, ReplyOf } from '@lakbay/contracts';
import { PrivacySubjectDto } from '@lakbay/contracts/accounts.dto';
import { Handles, inTransaction } from '@lakbay/platform';
import { Controller, Injectable } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AvailabilityWindowRow } from '../entities/availability-window.entity';
import { BookingRow, type Side } from '../entities/booking.entity';

export const DELETED_KADET = 'Deleted Kadet';
export const DELETED_KOACH = 'Deleted Koach';
export const ACCOUNT_DELETED_REASON = 'The account was deleted.';

function deletedAddress(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** A booking as its Kadet or coach sees it in their data export. */
function exported(row: BookingRow, side: Side): Record<string, unknown> {
  return {
    id: row.id,
    youWere: side,
    coach: { id: row.coachId, name: row.coachName, email: row.coachEmail, meetingLink: row.meetingLink ?? null },
    kadet: { id: row.kadetId, name: row.kadetName, email: row.kadetEmail },
    training: row.trainingTitle,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    answers: row.answers,
    cancellation: row.cancelledAt
      ? { at: row.cancelledAt.toISOString(), by: row.cancelledBy ?? null, reason: row.cancellationReason ?? null, late: row.lateCancel }
      : null,
    noShowMarkedBy: row.noShowMarkedBy ?? null,
    review: row.reviewedAt
      ? { rating: row.reviewRating ?? null, comment: row.reviewComment ?? null, at: row.reviewedAt.toISOString() }
      : null,
    bookedAt: row.createdAt.toISOString(),
  };
}

/** The scheduling service's part of data privacy: bookings as Kadet and as coach, and a coach's availability. */
@Injectable()
export class SchedulingPrivacy {
  constructor(private readonly em: EntityManager) {}

  async export(subject: PrivacySubject): Promise<PrivacyExportPart> {
    const { userId } = subject;
    const asKadet = await this.em.find(BookingRow, { kadetId: userId }, { orderBy: { startsAt: 'asc' } });
    const asCoach = await this.em.find(BookingRow, { coachId: userId }, { orderBy: { startsAt: 'asc' } });
    const windows = await this.em.find(AvailabilityWindowRow, { coachId: userId }, { orderBy: { startsAt: 'asc' } });
    return {
      data: {
        bookingsAsKadet: asKadet.map((row) => exported(row, 'kadet')),
        bookingsAsCoach: asCoach.map((row) => exported(row, 'coach')),
        availability: windows.map((w) => ({ startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString(), summary: w.summary })),
      },
      files: [],
    };
  }

  /**
   * Bookings stay for the other side's history (a coach's sessions held, ratings), without the
   * deleted person's name, address, answers or review text; upcoming ones are cancelled (their
   * reminders retire with the version). A coach's availability windows are removed.
   */
  erase(subject: PrivacySubject): Promise<PrivacyEraseReply> {
    const { userId } = subject;
    const address = deletedAddress(userId);
    return inTransaction(this.em, async (em) => {
      const now = new Date();
      let cancelled = 0;
      for (const side of ['kadet', 'coach'] as const) {
        const who = side === 'kadet' ? { kadetId: userId } : { coachId: userId };
        const upcoming = await em.find(BookingRow, { ...who, status: 'CONFIRMED', startsAt: { $gt: now } });
        for (const row of upcoming) {
          row.status = 'CANCELLED';
          row.cancelledBy = side;
          row.cancelledAt = now;
          row.cancellationReason = ACCOUNT_DELETED_REASON;
          row.version += 1;
        }
        cancelled += upcoming.length;
      }
      await em.flush();
      const kadetRows = await em.nativeUpdate(
        BookingRow,
        { kadetId: userId, kadetEmail: { $ne: address } },
        { kadetName: DELETED_KADET, kadetEmail: address, answers: {}, reviewComment: null },
      );
      const coachRows = await em.nativeUpdate(
        BookingRow,
        { coachId: userId, coachEmail: { $ne: address } },
        { coachName: DELETED_KOACH, coachEmail: address, meetingLink: null },
      );
      const windows = await em.nativeDelete(AvailabilityWindowRow, { coachId: userId });
      return {
        counts: { bookingsCancelled: cancelled, bookingsAnonymised: kadetRows + coachRows, availabilityWindows: windows },
        files: [],
      };
    });
  }
}

@Controller()
export class SchedulingPrivacyController {
  constructor(private readonly privacy: SchedulingPrivacy) {}

  @Handles('scheduling.privacy.export')
  export(@Payload() request: PrivacySubjectDto): Promise<ReplyOf<'scheduling.privacy.export'>> {
    return this.privacy.export(request);
  }

  @Handles('scheduling.privacy.erase')
  erase(@Payload() request: PrivacySubjectDto): Promise<ReplyOf<'scheduling.privacy.erase'>> {
    return this.privacy.erase(request);
  }
}
