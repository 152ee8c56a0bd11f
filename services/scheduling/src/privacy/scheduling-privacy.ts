import { EntityManager, type FilterQuery, LockMode } from '@mikro-orm/core';
import type { PrivacyEraseReply, PrivacyExportPart, PrivacySubject, ReplyOf } from '@lakbay/contracts';
import { PrivacySubjectDto } from '@lakbay/contracts/accounts.dto';
import { Handles, Outbox, inTransaction } from '@lakbay/platform';
import { Controller, Injectable } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ACCOUNT_DELETED_REASON } from '../bookings/booking-mails';
import { BookingNotices, markCancelled } from '../bookings/booking-notices';
import { lockCoach } from '../common/coach-lock';
import { AvailabilityWindowRow } from '../entities/availability-window.entity';
import { BookingRow, type Side } from '../entities/booking.entity';

export const DELETED_KADET = 'Deleted Kadet';
export const DELETED_KOACH = 'Deleted Koach';

function deletedAddress(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

const isDeletedAddress = (email: string): boolean => email.endsWith('@deleted.invalid');

/** What a booking keeps of a deleted Kadet: no name, address, answers or review text. */
const deletedKadet = (address: string) => ({
  kadetName: DELETED_KADET,
  kadetFirstName: null,
  kadetEmail: address,
  answers: {},
  reviewComment: null,
});

/** What a booking keeps of a deleted coach: no name, address or meeting link. */
const deletedKoach = (address: string) => ({ coachName: DELETED_KOACH, coachFirstName: null, coachEmail: address, meetingLink: null });

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
  constructor(
    private readonly em: EntityManager,
    private readonly notices: BookingNotices,
    private readonly outbox: Outbox,
  ) {}

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
   * deleted person's name, address, answers or review text. Upcoming ones are cancelled as a cancel
   * by the deleted side would be, and the other side is told the same way (the cancellation e-mail
   * with its METHOD:CANCEL invitation, in their language and zone), in this transaction: a retried
   * erase finds nothing upcoming left, so each is told once. The e-mail already names the deleted
   * side as the booking now does ("Deleted Koach"); the deleted person is sent nothing. A coach's
   * availability windows are removed.
   */
  async erase(subject: PrivacySubject): Promise<PrivacyEraseReply> {
    const { userId } = subject;
    const address = deletedAddress(userId);
    const reply = await inTransaction(this.em, async (em) => {
      const now = new Date();
      const upcoming: FilterQuery<BookingRow> = {
        $or: [{ kadetId: userId }, { coachId: userId }],
        status: 'CONFIRMED',
        startsAt: { $gt: now },
      };
      const seen = await em.find(BookingRow, upcoming);
      // The coaches' locks first, in one order, as every booking change takes them.
      for (const coachId of [...new Set(seen.map((row) => row.coachId))].sort()) {
        await lockCoach(em, coachId);
      }
      const cancelled = await em.find(BookingRow, upcoming, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      for (const row of cancelled) {
        const side: Side = row.kadetId === userId ? 'kadet' : 'coach';
        markCancelled(row, side, ACCOUNT_DELETED_REASON, now);
        Object.assign(row, side === 'kadet' ? deletedKadet(address) : deletedKoach(address));
      }
      await em.flush();
      for (const row of cancelled) {
        const other: Side = row.kadetId === userId ? 'coach' : 'kadet';
        // An other side deleted before has nobody to tell.
        if (!isDeletedAddress(other === 'kadet' ? row.kadetEmail : row.coachEmail)) {
          await this.notices.record(em, row, 'cancelled', [other]);
        }
      }
      const kadetRows = await em.nativeUpdate(BookingRow, { kadetId: userId, kadetEmail: { $ne: address } }, deletedKadet(address));
      const coachRows = await em.nativeUpdate(BookingRow, { coachId: userId, coachEmail: { $ne: address } }, deletedKoach(address));
      const windows = await em.nativeDelete(AvailabilityWindowRow, { coachId: userId });
      return {
        counts: {
          bookingsCancelled: cancelled.length,
          bookingsAnonymised: cancelled.length + kadetRows + coachRows,
          availabilityWindows: windows,
        },
        files: [],
      };
    });
    if (reply.counts.bookingsCancelled > 0) {
      this.outbox.nudge();
    }
    return reply;
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
