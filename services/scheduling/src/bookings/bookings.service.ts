import { randomUUID } from 'node:crypto';
import {
  type Booking,
  type BookingActor,
  type CoachDirectoryEntry,
  type CreateBookingRequest,
  type FieldError,
  type MyBookings,
  type MyKadet,
  NO_SHOW_AFTER_MINUTES,
  type Training,
  type UserContact,
  timeZoneOr,
} from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction, mailLanguage } from '@lakbay/platform';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { blockedOf, bookingRules, windowsOf } from '../coaches/coach-time';
import { lockCoach } from '../common/coach-lock';
import { sqlEm, table } from '../common/sql';
import { forbidden, invalid, invalidFields, notFound, slotTaken, wrongState } from '../common/errors';
import { BookingRow, type Side } from '../entities/booking.entity';
import { type SlotShape, blockedRange, isOfferedSlot } from '../slots/slots';
import { TrainingsService } from '../trainings/trainings.service';
import { type LinkAction, BookingLinks } from './booking-links';
import { BookingNotices, markCancelled } from './booking-notices';
import { bookedShape } from './booked-shape';
import { allowedActions, toBooking } from './booking.mapper';

const MINUTE = 60_000;

/**
 * Bookings. Every change of a coach's bookings first locks that coach's coach_calendar row, then
 * checks the slot against windows, notice, horizon and the coach's other confirmed bookings
 * (buffers included) and writes, all in one transaction: concurrent requests for the same or
 * overlapping times are settled by the database, one after the other. E-mails and the reminder are
 * outbox rows of the same transaction.
 */
@Injectable()
export class BookingsService {
  private readonly links: BookingLinks;

  constructor(
    private readonly em: EntityManager,
    private readonly trainings: TrainingsService,
    private readonly outbox: Outbox,
    private readonly notices: BookingNotices,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new BookingLinks(config.auth.secret);
  }

  async create(request: { kadet: UserContact; coach: CoachDirectoryEntry } & CreateBookingRequest): Promise<Booking> {
    const { kadet, coach } = request;
    if (coach.slug !== request.coachSlug) {
      throw notFound('Koach');
    }
    if (kadet.userId === coach.userId) {
      throw invalid('coachSlug', 'You cannot book a session with yourself.');
    }
    const training = await this.trainings.find(coach.userId, request.trainingSlug);
    const answers = checkAnswers(training, request.answers);
    const start = new Date(request.start);
    // A cheap look first: once a slot is taken, the crowd that wanted it is answered without
    // queueing on the coach's lock. The check inside the lock below is the one that counts.
    await this.assertFree(this.em, coach.userId, start, training);
    // One booking of a coach at a time in this process, the rest waiting in memory: a crowd that
    // queued on the coach's row lock held a pool connection each, and those behind them waited for
    // a connection until they were refused. In turn, the cheap look again first.
    const booking = await this.inTurn(coach.userId, async () => {
      await this.assertFree(this.em, coach.userId, start, training);
      return this.insertBooking(coach, kadet, start, training, answers);
    });
    await afterCommit(() => this.outbox.nudge());
    return toBooking(booking, 'kadet', new Date());
  }

  /** Bookings of each coach in this process, run one after another. */
  private readonly coachTurns = new Map<string, Promise<unknown>>();

  private inTurn<T>(coachId: string, work: () => Promise<T>): Promise<T> {
    const before = this.coachTurns.get(coachId) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.coachTurns.set(coachId, settled);
    void settled.then(() => {
      if (this.coachTurns.get(coachId) === settled) {
        this.coachTurns.delete(coachId);
      }
    });
    return mine;
  }

  private insertBooking(
    coach: CoachDirectoryEntry,
    kadet: UserContact,
    start: Date,
    training: Awaited<ReturnType<TrainingsService['find']>>,
    answers: Record<string, string>,
  ): Promise<BookingRow> {
    return inTransaction(
      this.em,
      async (tx) => {
        await lockCoach(tx, coach.userId);
        await this.assertFree(tx, coach.userId, start, training);
        const row = tx.create(BookingRow, {
          ...bookingTimes(start, training),
          coachId: coach.userId,
          coachSlug: coach.slug,
          coachName: coach.displayName,
          coachFirstName: coach.firstName ?? null,
          coachEmail: coach.email,
          coachTimeZone: coach.timeZone,
          coachLanguage: mailLanguage(coach.language),
          meetingLink: coach.meetingLink,
          kadetId: kadet.userId,
          // Others see the full name (the coach's schedule, My Kadets, the invitation); e-mails greet by the first.
          kadetName: kadet.fullName,
          kadetFirstName: kadet.firstName ?? null,
          kadetEmail: kadet.email,
          kadetLanguage: mailLanguage(kadet.language),
          kadetTimeZone: timeZoneOr(kadet.timeZone),
          trainingSlug: training.slug,
          trainingTitle: training.title,
          durationMinutes: training.durationMinutes,
          answers,
          icalUid: `${randomUUID()}@lakbay`,
        });
        await tx.flush();
        await this.notices.record(tx, row, 'confirmed');
        return row;
      },
      { name: 'scheduling.bookings.create' },
    );
  }

  /** Moves a booking: the old row becomes RESCHEDULED, a new CONFIRMED row keeps its UID with a higher SEQUENCE. */
  async reschedule(actor: BookingActor & { bookingId: string; start: string }): Promise<Booking> {
    const start = new Date(actor.start);
    const { row, side } = await inTransaction(
      this.em,
      async (tx) => {
        const old = await this.loadForChange(tx, actor, 'reschedule');
        if (old.row.status !== 'CONFIRMED' || new Date() >= old.row.startsAt) {
          throw wrongState('Only an upcoming confirmed session can be rescheduled.');
        }
        // The session as it was booked (duration and buffers), even if its training was edited or retired since.
        const training = bookedShape(old.row);
        await this.assertFree(tx, old.row.coachId, start, training, old.row.id);
        const moved = tx.create(BookingRow, {
          ...bookingTimes(start, training),
          coachId: old.row.coachId,
          coachSlug: old.row.coachSlug,
          coachName: old.row.coachName,
          coachFirstName: old.row.coachFirstName,
          coachEmail: old.row.coachEmail,
          coachTimeZone: old.row.coachTimeZone,
          coachLanguage: old.row.coachLanguage,
          meetingLink: old.row.meetingLink,
          kadetId: old.row.kadetId,
          kadetName: old.row.kadetName,
          kadetFirstName: old.row.kadetFirstName,
          kadetEmail: old.row.kadetEmail,
          kadetLanguage: old.row.kadetLanguage,
          kadetTimeZone: old.row.kadetTimeZone,
          trainingSlug: old.row.trainingSlug,
          trainingTitle: old.row.trainingTitle,
          durationMinutes: old.row.durationMinutes,
          answers: old.row.answers,
          icalUid: old.row.icalUid,
          version: old.row.version + 1,
          rescheduledFromId: old.row.id,
        });
        old.row.status = 'RESCHEDULED';
        old.row.rescheduledToId = moved.id;
        old.row.version += 1;
        await tx.flush();
        await this.notices.record(tx, moved, 'rescheduled');
        return { row: moved, side: old.side };
      },
      { name: 'scheduling.bookings.reschedule' },
    );
    await afterCommit(() => this.outbox.nudge());
    return toBooking(row, side, new Date());
  }

  async cancel(actor: BookingActor & { bookingId: string; reason: string }): Promise<Booking> {
    const reason = actor.reason.trim();
    if (!reason) {
      throw invalid('reason', 'Please tell the other side why you are cancelling.');
    }
    const { row, side } = await inTransaction(
      this.em,
      async (tx) => {
        const found = await this.loadForChange(tx, actor, 'cancel');
        const now = new Date();
        if (found.row.status !== 'CONFIRMED' || now >= found.row.startsAt) {
          throw wrongState(
            found.row.status === 'CANCELLED'
              ? 'This session is already cancelled.'
              : 'Only an upcoming confirmed session can be cancelled.',
          );
        }
        markCancelled(found.row, found.side, reason, now);
        await tx.flush();
        await this.notices.record(tx, found.row, 'cancelled');
        return found;
      },
      { name: 'scheduling.bookings.cancel' },
    );
    await afterCommit(() => this.outbox.nudge());
    return toBooking(row, side, new Date());
  }

  review(actor: BookingActor & { bookingId: string; rating: number; comment: string }): Promise<Booking> {
    return inTransaction(this.em, async (tx) => {
      const { row, side } = await this.loadAsParty(tx, actor, true);
      const now = new Date();
      if (side !== 'kadet') {
        throw forbidden('Only the Kadet who booked the session can rate it.');
      }
      if (!allowedActions(row, side, now).review) {
        throw wrongState(
          typeof row.reviewRating === 'number' ? 'You have already rated this session.' : 'You can rate a session once it has taken place.',
        );
      }
      row.reviewRating = actor.rating;
      row.reviewComment = actor.comment.trim();
      row.reviewedAt = now;
      await tx.flush();
      return toBooking(row, side, now);
    });
  }

  noShow(actor: BookingActor & { bookingId: string }): Promise<Booking> {
    return inTransaction(this.em, async (tx) => {
      const { row, side } = await this.loadAsParty(tx, actor, true);
      const now = new Date();
      if (!allowedActions(row, side, now).markNoShow) {
        throw wrongState(
          row.status !== 'CONFIRMED' && row.status !== 'COMPLETED'
            ? 'This session can no longer be marked as a no-show.'
            : (row.reviewRating ?? null) !== null
              ? 'A reviewed session cannot be marked as a no-show.'
              : `A no-show can be marked from ${NO_SHOW_AFTER_MINUTES} minutes after the start.`,
        );
      }
      row.status = 'NO_SHOW';
      row.noShowMarkedBy = side;
      row.version += 1;
      await tx.flush();
      return toBooking(row, side, now);
    });
  }

  async get(actor: BookingActor & { bookingId: string }): Promise<Booking> {
    const { row, side } = await this.loadAsParty(this.em, actor, false);
    return toBooking(row, side, new Date());
  }

  async mine(userId: string, role: Side): Promise<MyBookings> {
    const now = new Date();
    const rows = await this.em.find(BookingRow, role === 'coach' ? { coachId: userId } : { kadetId: userId }, {
      orderBy: { startsAt: 'asc' },
    });
    // A rescheduled row is history: its replacement is listed.
    const shown = rows.filter((r) => r.status !== 'RESCHEDULED').map((r) => toBooking(r, role, now));
    return {
      upcoming: shown.filter((b) => b.status === 'CONFIRMED'),
      past: shown.filter((b) => b.status !== 'CONFIRMED').reverse(),
    };
  }

  async kadets(coachId: string): Promise<MyKadet[]> {
    const rows = await this.em.find(BookingRow, { coachId, status: { $ne: 'RESCHEDULED' } }, { orderBy: { startsAt: 'asc' } });
    const byKadet = new Map<string, MyKadet>();
    // Named as on their latest booking: the full name it was made with (older rows may hold a first name only).
    const namedAt = new Map<string, number>();
    for (const row of rows) {
      const kadet = byKadet.get(row.kadetId) ?? { id: row.kadetId, name: row.kadetName, sessions: 0, lastSession: null, nextSession: null };
      if (row.createdAt.getTime() >= (namedAt.get(row.kadetId) ?? 0)) {
        kadet.name = row.kadetName;
        namedAt.set(row.kadetId, row.createdAt.getTime());
      }
      const status = row.status;
      if (status === 'COMPLETED') {
        kadet.sessions += 1;
        kadet.lastSession = row.startsAt.toISOString();
      } else if (status === 'CONFIRMED' && !kadet.nextSession) {
        kadet.nextSession = row.startsAt.toISOString();
      }
      byKadet.set(row.kadetId, kadet);
    }
    return [...byKadet.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * The completion job: every confirmed session whose end has passed becomes COMPLETED, in one
   * UPDATE (idempotent: a second run, or another replica's at the same moment, finds none left).
   * Its version (the iCalendar SEQUENCE and the links' version) stays: nothing about the session
   * changed for the calendars or the e-mailed links. Answers how many it marked.
   */
  async completeEnded(now = new Date()): Promise<number> {
    return inTransaction(
      this.em,
      async (tx) => {
        const rows = await sqlEm(tx).execute<{ id: string }[]>(
          `update ${table('booking')} set "status" = 'COMPLETED' where "status" = 'CONFIRMED' and "ends_at" <= ? returning "id"`,
          [now],
        );
        return rows.length;
      },
      { name: 'complete ended sessions' },
    );
  }

  /** The reminder job: sends once per booking version, and nothing once the booking changed. */
  async remind(bookingId: string, version: number): Promise<'sent' | 'skipped'> {
    const sent = await inTransaction(
      this.em,
      async (tx) => {
        const row = await tx.findOne(BookingRow, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (
          !row ||
          row.status !== 'CONFIRMED' ||
          row.version !== version ||
          row.remindedVersion === version ||
          row.startsAt <= new Date()
        ) {
          return false;
        }
        row.remindedVersion = version;
        await tx.flush();
        await this.notices.record(tx, row, 'reminder');
        return true;
      },
      { name: 'scheduling.booking.remind' },
    );
    if (sent) {
      this.outbox.nudge();
    }
    return sent ? 'sent' : 'skipped';
  }

  private async assertFree(tx: EntityManager, coachId: string, start: Date, training: SlotShape, exceptBookingId?: string): Promise<void> {
    const held = blockedRange(start, training);
    const windows =
      (await windowsOf(tx, [coachId], { start, end: new Date(start.getTime() + training.durationMinutes * MINUTE) })).get(coachId) ?? [];
    const blocked = (await blockedOf(tx, [coachId], held, exceptBookingId)).get(coachId) ?? [];
    if (!isOfferedSlot(start, windows, blocked, training, bookingRules(new Date()))) {
      throw slotTaken(
        blocked.length > 0
          ? 'Sorry, this time was just booked by someone else. Please choose another time.'
          : 'This time is not open for booking (the Koach is not available then, or it is too soon or too far ahead). Please choose another time.',
      );
    }
  }

  /** Loads and locks a booking for a change by a party or by the holder of a signed link for this action. */
  private async loadForChange(
    tx: EntityManager,
    actor: BookingActor & { bookingId: string },
    action: LinkAction,
  ): Promise<{ row: BookingRow; side: Side }> {
    const peek = await tx.findOne(BookingRow, { id: actor.bookingId });
    if (!peek) {
      throw notFound('booking');
    }
    // The coach's lock first, as every booking change takes it: a reschedule and a new booking of
    // the same coach wait for each other.
    await lockCoach(tx, peek.coachId);
    const row = await tx.findOneOrFail(BookingRow, { id: actor.bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (actor.token !== undefined) {
      await this.links.verify(actor.token, row.id, action, row.version);
      // Links go to the Kadet.
      return { row, side: sideOf(row, actor.userId) ?? 'kadet' };
    }
    return { row, side: this.partySide(row, actor) };
  }

  private async loadAsParty(
    em: EntityManager,
    actor: BookingActor & { bookingId: string },
    lock: boolean,
  ): Promise<{ row: BookingRow; side: Side }> {
    const row = await em.findOne(BookingRow, { id: actor.bookingId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!row) {
      throw notFound('booking');
    }
    if (actor.token !== undefined && actor.userId === undefined) {
      // A signed link may open the booking it is for, to show it before acting.
      try {
        await this.links.verify(actor.token, row.id, 'reschedule', row.version);
      } catch {
        await this.links.verify(actor.token, row.id, 'cancel', row.version);
      }
      return { row, side: 'kadet' };
    }
    return { row, side: this.partySide(row, actor) };
  }

  private partySide(row: BookingRow, actor: BookingActor): Side {
    const side = sideOf(row, actor.userId);
    if (side) {
      return side;
    }
    if (actor.isAdmin && actor.userId) {
      return 'kadet';
    }
    // Not one's own: answered as unknown, so ids of others' bookings reveal nothing.
    throw notFound('booking');
  }
}

const sideOf = (row: BookingRow, userId: string | undefined): Side | null =>
  userId === row.kadetId ? 'kadet' : userId === row.coachId ? 'coach' : null;

function bookingTimes(start: Date, training: SlotShape) {
  const held = blockedRange(start, training);
  return {
    startsAt: start,
    endsAt: new Date(start.getTime() + training.durationMinutes * MINUTE),
    blockedFrom: held.start,
    blockedTo: held.end,
  };
}

/** The training's questions answered: required ones present, none too long; unknown keys dropped. */
function checkAnswers(training: Training, answers: Record<string, string>): Record<string, string> {
  const errors: FieldError[] = [];
  const kept: Record<string, string> = {};
  for (const q of training.questions) {
    const value = (answers[q.id] ?? '').trim();
    if (q.required && !value) {
      errors.push({ property: `answers.${q.id}`, constraints: [`${q.label} is required`] });
    } else if (value.length > q.maxLength) {
      errors.push({ property: `answers.${q.id}`, constraints: [`${q.label} must be at most ${q.maxLength} characters`] });
    } else if (value) {
      kept[q.id] = value;
    }
  }
  if (errors.length > 0) {
    throw invalidFields(errors);
  }
  return kept;
}
