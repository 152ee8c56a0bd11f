import type {
  CoachAvailability,
  CoachOverview,
  CoachReview,
  CoachStats,
  Language,
  MyAvailability,
  RequestOf,
  TimeRange,
  Training,
} from '@lakbay/contracts';
import { BOOKING_HORIZON_DAYS } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { invalid, notFound } from '../common/errors';
import { bookedShape } from '../bookings/booked-shape';
import { sqlEm, table } from '../common/sql';
import { BookingRow } from '../entities/booking.entity';
import { CalendarSyncState } from '../entities/calendar-sync.entity';
import { computeSlots, type Interval, type SlotShape } from '../slots/slots';
import { TrainingsService } from '../trainings/trainings.service';
import { blockedOf, bookingRules, windowsOf } from './coach-time';

const DAY = 24 * 3600 * 1000;
const iso = (i: Interval): TimeRange => ({ start: i.start.toISOString(), end: i.end.toISOString() });

/** What a coach is told of a held-back read (the admins' note counts every coach's windows). */
const HELD_BACK_NOTE =
  "The last calendar read was held back: it would have removed most Koaches' hours at once, as a feed cut short does. Your hours as last read stay in use until an admin reviews it.";

/** What coach pages show that scheduling owns: slots, stats, reviews, windows. */
@Injectable()
export class CoachesService {
  constructor(
    private readonly em: EntityManager,
    private readonly trainings: TrainingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(coachIds: string[]): Promise<Record<string, CoachOverview>> {
    const now = new Date();
    const horizon = { start: now, end: new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY) };
    const [stats, windows, blocked] = await Promise.all([
      this.stats(coachIds),
      windowsOf(this.em, coachIds, horizon),
      blockedOf(this.em, coachIds, horizon),
    ]);
    const result: Record<string, CoachOverview> = {};
    for (const coachId of coachIds) {
      // A coach always keeps one active training (TrainingsService.retire); none offers no slot.
      const [first] = await this.trainings.of(coachId);
      const slots = first ? computeSlots(windows.get(coachId) ?? [], blocked.get(coachId) ?? [], first, bookingRules(now), horizon) : [];
      result[coachId] = { ...(stats.get(coachId) ?? NO_STATS), nextFreeSlot: slots[0]?.start.toISOString() ?? null };
    }
    return result;
  }

  /** The coach page's scheduling part; the trainings in the reader's language (issue 29). */
  async detail(
    coachId: string,
    language?: Language,
  ): Promise<CoachStats & { trainings: Training[]; nextSlots: TimeRange[]; reviews: CoachReview[] }> {
    const now = new Date();
    const trainings = await this.trainings.of(coachId, this.em, language);
    const horizon = { start: now, end: new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY) };
    const slots = trainings[0] ? await this.slotsOf(coachId, trainings[0], horizon, now) : [];
    const reviewed = await this.em.find(
      BookingRow,
      { coachId, reviewRating: { $ne: null } },
      { orderBy: { reviewedAt: 'desc' }, limit: 5 },
    );
    return {
      ...((await this.stats([coachId])).get(coachId) ?? NO_STATS),
      trainings,
      nextSlots: slots.slice(0, 6).map(iso),
      reviews: reviewed.map((r) => ({
        rating: r.reviewRating ?? 0,
        comment: r.reviewComment ?? '',
        kadetName: r.kadetName.split(/\s+/)[0] || 'A Kadet',
        trainingTitle: r.trainingTitle,
        createdAt: (r.reviewedAt ?? r.updatedAt).toISOString(),
      })),
    };
  }

  /** Coaches with a bookable slot of their first training in [from, to). */
  async free(from: string, to: string): Promise<{ coachIds: string[] }> {
    const range = parseRange(from, to);
    const rows = await sqlEm(this.em).execute<{ coach_id: string }[]>(
      `select distinct "coach_id" from ${table('availability_window')} where "starts_at" < ? and "ends_at" > ?`,
      [range.end, range.start],
    );
    const ids = rows.map((r) => r.coach_id);
    const overview = await this.overviewIn(ids, range);
    return { coachIds: ids.filter((id) => overview.get(id)) };
  }

  async availability({
    coachId,
    timeZone,
    from,
    to,
    trainingSlug,
    bookingId,
  }: RequestOf<'scheduling.availability.get'>): Promise<CoachAvailability> {
    const range = parseRange(from, to);
    const shape = bookingId ? await this.bookedShapeOf(coachId, bookingId) : await this.trainings.find(coachId, trainingSlug);
    const windows = (await windowsOf(this.em, [coachId], range)).get(coachId) ?? [];
    const slots = await this.slotsOf(coachId, shape, range, new Date(), bookingId);
    return { timeZone, windows: windows.map((w) => iso(clip(w, range))), slots: slots.map(iso) };
  }

  /**
   * A coach's windows from now on, and the last sync as it concerns them: the feed's own failure,
   * or the problems of their own events; never other coaches' events or addresses.
   */
  async mine(coachId: string, timeZone: string, email: string): Promise<MyAvailability> {
    const now = new Date();
    const range = { start: now, end: new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY) };
    const windows = (await windowsOf(this.em, [coachId], range)).get(coachId) ?? [];
    const state = await this.em.findOne(CalendarSyncState, { id: 1 });
    const last = state?.lastSummary;
    const own = state?.coachProblems?.[email.toLowerCase()] ?? [];
    return {
      schedulingEmail: this.config.scheduling.email,
      timeZone,
      windows: windows.map((w) => iso(clip(w, range))),
      lastSync: last
        ? {
            ...last,
            windows: windows.length,
            coaches: windows.length > 0 ? 1 : 0,
            // A failed read's problem is the feed's; a held-back read's list names other coaches' events.
            problems: last.status === 'FAILED' ? last.problems : last.status === 'HELD_BACK' ? [HELD_BACK_NOTE, ...own] : own,
          }
        : null,
      lastSuccessAt: state?.lastSuccessAt?.toISOString() ?? null,
    };
  }

  /** What a booking of this coach holds of their time, as booked: a reschedule moves it in that shape. */
  private async bookedShapeOf(coachId: string, bookingId: string): Promise<SlotShape> {
    const row = await this.em.findOne(BookingRow, { id: bookingId, coachId });
    if (!row) {
      throw notFound('booking');
    }
    return bookedShape(row);
  }

  private async slotsOf(coachId: string, training: SlotShape, range: Interval, now: Date, exceptBookingId?: string): Promise<Interval[]> {
    const windows = (await windowsOf(this.em, [coachId], range)).get(coachId) ?? [];
    const blocked =
      (
        await blockedOf(
          this.em,
          [coachId],
          { start: new Date(range.start.getTime() - DAY), end: new Date(range.end.getTime() + DAY) },
          exceptBookingId,
        )
      ).get(coachId) ?? [];
    return computeSlots(windows, blocked, training, bookingRules(now), range);
  }

  private async overviewIn(coachIds: string[], range: Interval): Promise<Map<string, boolean>> {
    const now = new Date();
    const [windows, blocked] = await Promise.all([windowsOf(this.em, coachIds, range), blockedOf(this.em, coachIds, range)]);
    const result = new Map<string, boolean>();
    for (const coachId of coachIds) {
      const [first] = await this.trainings.of(coachId);
      result.set(
        coachId,
        first !== undefined &&
          computeSlots(windows.get(coachId) ?? [], blocked.get(coachId) ?? [], first, bookingRules(now), range).length > 0,
      );
    }
    return result;
  }

  private async stats(coachIds: string[]): Promise<Map<string, CoachStats>> {
    if (coachIds.length === 0) {
      return new Map();
    }
    const rows = await sqlEm(this.em).execute<
      { coach_id: string; held: string | number; rated: string | number; average: string | number | null }[]
    >(
      `select "coach_id",
              count(*) filter (where "status" = 'COMPLETED') as "held",
              count("review_rating") as "rated",
              avg("review_rating") as "average"
         from ${table('booking')} where "coach_id" in (${coachIds.map(() => '?').join(', ')}) group by "coach_id"`,
      coachIds,
    );
    return new Map(
      rows.map((r) => [
        r.coach_id,
        {
          sessionsHeld: Number(r.held),
          reviewCount: Number(r.rated),
          averageRating: r.average === null || r.average === undefined ? null : Math.round(Number(r.average) * 10) / 10,
        },
      ]),
    );
  }
}

const NO_STATS: CoachStats = { sessionsHeld: 0, averageRating: null, reviewCount: 0 };

const clip = (w: Interval, range: Interval): Interval => ({
  start: w.start < range.start ? range.start : w.start,
  end: w.end > range.end ? range.end : w.end,
});

/** from and to as instants, from before to, at most the horizon plus a week apart. */
function parseRange(from: string, to: string): Interval {
  const start = new Date(from);
  const end = new Date(to);
  if (!(end > start)) {
    throw invalid('to', 'to must be after from');
  }
  if (end.getTime() - start.getTime() > (BOOKING_HORIZON_DAYS + 7) * DAY) {
    throw invalid('to', `from and to must be at most ${BOOKING_HORIZON_DAYS + 7} days apart`);
  }
  return { start, end };
}
