import { createHash } from 'node:crypto';
import { BOOKING_HORIZON_DAYS, type CalendarSyncSummary } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, ServiceClient, inTransaction } from '@lakbay/platform';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AvailabilityRead, AvailabilityWindow } from '../calendar/availability-reader';
import { type CalendarFetch, fetchCalendar } from '../calendar/calendar-source';
import { readAvailabilityIsolated } from '../calendar/isolated';
import { sqlEm, table } from '../common/sql';
import { AvailabilityWindowRow } from '../entities/availability-window.entity';
import { CalendarSyncState } from '../entities/calendar-sync.entity';
import { suddenDrop, type WindowCounts } from './sudden-drop';

const DAY = 24 * 3600 * 1000;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Rows per insert statement when windows are written (a few hundred KB of parameters at most). */
const INSERT_CHUNK = 1000;

export interface SyncOptions {
  /** Apply the feed even when it would remove most coaches' availability at once (an admin's decision). */
  applyHeldBack?: boolean;
}

/**
 * Calendar sync: reads the scheduling address's calendar feed and replaces every coach's
 * availability windows with what it says. An unchanged feed (same validator, same coaches) is not
 * read again; a failed, unparseable, incomplete or over-budget one keeps the last good windows and
 * records the problem. The feed is parsed and expanded in a worker thread under time and memory
 * limits (calendar/isolated.ts), so no feed holds up the service's other requests. A read that
 * would remove most coaches' windows at once is held back (HELD_BACK) until an admin applies it.
 */
@Injectable()
export class CalendarSyncService {
  private readonly logger = new Logger('CalendarSync');
  private running: Promise<CalendarSyncSummary> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly services: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs a sync, or joins the one already running in this process. An admin's applyHeldBack waits
   * for a running one and then runs its own, so the decision is not lost in a timed sync.
   */
  run(options: SyncOptions = {}): Promise<CalendarSyncSummary> {
    if (options.applyHeldBack) {
      const before = this.running?.catch(() => undefined) ?? Promise.resolve();
      const forced: Promise<CalendarSyncSummary> = before
        .then(() => this.sync(true))
        .finally(() => {
          if (this.running === forced) {
            this.running = null;
          }
        });
      this.running = forced;
      return forced;
    }
    if (!this.running) {
      const started: Promise<CalendarSyncSummary> = this.sync(false).finally(() => {
        if (this.running === started) {
          this.running = null;
        }
      });
      this.running = started;
    }
    return this.running;
  }

  private async sync(applyHeldBack: boolean): Promise<CalendarSyncSummary> {
    const now = new Date();
    const source = this.config.scheduling.icsUrl;
    const em = this.em.fork();
    if (!source) {
      return this.record(em, failed(now, 'CALENDAR_ICS_URL is not set: calendar sync is off, and coaches have no availability.'));
    }
    let coaches: Map<string, string>;
    try {
      const directory = await this.services.send('users.coaches.directory', {});
      coaches = new Map(directory.map((c) => [c.email.toLowerCase(), c.userId]));
    } catch (err) {
      return this.record(
        em,
        failed(now, `The list of active coaches could not be read: ${message(err)}. The last good availability is kept.`),
      );
    }
    const state = await em.findOne(CalendarSyncState, { id: 1 });
    const coachesKey = createHash('sha256')
      .update(JSON.stringify([...coaches].sort(([a], [b]) => a.localeCompare(b))))
      .digest('hex')
      .slice(0, 16);
    const [previousFeed, previousCoaches] = (state?.etag ?? '').split('|');
    let fetched: CalendarFetch;
    try {
      // Asked to apply a held-back read: no validator, so the feed is read whatever it says.
      const known = !applyHeldBack && previousCoaches === coachesKey && previousFeed ? { etag: previousFeed } : null;
      fetched = await fetchCalendar(source, known);
    } catch (err) {
      return this.record(em, failed(now, `${message(err)}. The last good availability is kept.`));
    }
    if (fetched.status === 'unchanged') {
      const windows = await em.count(AvailabilityWindowRow, {});
      const coachCount = await this.coachCount(em);
      return this.record(em, {
        status: 'UNCHANGED',
        at: now.toISOString(),
        events: 0,
        windows,
        coaches: coachCount,
        problems: state?.lastSummary?.problems ?? [],
      });
    }
    let read: AvailabilityRead;
    try {
      read = await readAvailabilityIsolated(fetched.body, {
        coaches,
        schedulingEmail: this.config.scheduling.email,
        from: new Date(now.getTime() - DAY),
        to: new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * DAY),
      });
    } catch (err) {
      return this.record(em, failed(now, `${message(err)}. The last good availability is kept.`));
    }
    const summary: CalendarSyncSummary = {
      status: 'UPDATED',
      at: now.toISOString(),
      events: read.events,
      windows: read.windows.length,
      coaches: new Set(read.windows.map((w) => w.coachId)).size,
      problems: read.problems,
    };
    if (!applyHeldBack) {
      const drop = suddenDrop(await this.upcomingCounts(em, now), countsOf(read.windows, now));
      if (drop) {
        return this.record(em, {
          ...summary,
          status: 'HELD_BACK',
          problems: [
            `This read would leave ${drop.windowsAfter} of ${drop.windowsBefore} upcoming availability windows, and ${drop.coachesHit.length} of ${drop.coachesBefore} Koaches would lose most of theirs. A feed cut short or replaced does this, so it was held back and the last good availability is kept. Apply it from the admin calendars page if the change is real.`,
            ...read.problems,
          ],
        });
      }
    }
    await inTransaction(
      em,
      async (tx) => {
        await lockState(tx);
        await sqlEm(tx).execute(`delete from ${table('availability_window')}`);
        await insertWindows(tx, read.windows);
        const row = await tx.findOneOrFail(CalendarSyncState, { id: 1 });
        row.etag = fetched.etag ? `${fetched.etag}|${coachesKey}` : null;
        row.lastSummary = summary;
        row.coachProblems = read.problemsByOrganiser;
        row.lastSuccessAt = now;
        await tx.flush();
      },
      { name: 'calendar sync' },
    );
    this.logger.log(
      `calendar sync: ${summary.windows} windows of ${summary.coaches} coaches from ${summary.events} events, ${summary.problems.length} problems`,
    );
    return summary;
  }

  private async record(em: EntityManager, summary: CalendarSyncSummary): Promise<CalendarSyncSummary> {
    if (summary.status === 'FAILED' || summary.status === 'HELD_BACK') {
      this.logger.warn(`calendar sync ${summary.status === 'FAILED' ? 'failed' : 'held back'}: ${summary.problems[0] ?? ''}`);
    }
    await inTransaction(
      em,
      async (tx) => {
        await lockState(tx);
        const row = await tx.findOneOrFail(CalendarSyncState, { id: 1 });
        row.lastSummary = summary;
        await tx.flush();
      },
      { name: 'calendar sync state' },
    );
    return summary;
  }

  /** The last sync's summary, or null before the first. */
  async last(): Promise<CalendarSyncSummary | null> {
    const state = await this.em.fork().findOne(CalendarSyncState, { id: 1 });
    return state?.lastSummary ?? null;
  }

  /** The stored windows that end after now, per coach. */
  private async upcomingCounts(em: EntityManager, now: Date): Promise<WindowCounts> {
    const rows = await sqlEm(em).execute<{ coach_id: string; n: string | number }[]>(
      `select "coach_id", count(*) as "n" from ${table('availability_window')} where "ends_at" > ? group by "coach_id"`,
      [now],
    );
    return new Map(rows.map((r) => [r.coach_id, Number(r.n)]));
  }

  private async coachCount(em: EntityManager): Promise<number> {
    const rows = await sqlEm(em).execute<{ n: string | number }[]>(
      `select count(distinct "coach_id") as "n" from ${table('availability_window')}`,
    );
    return Number(rows[0]?.n ?? 0);
  }
}

function countsOf(windows: AvailabilityWindow[], now: Date): WindowCounts {
  const counts = new Map<string, number>();
  for (const w of windows) {
    if (w.end.getTime() > now.getTime()) {
      counts.set(w.coachId, (counts.get(w.coachId) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Writes the windows a few statements at a time (one JSON parameter each), not an entity per row:
 * a feed's worth of windows stays a few round trips, and other requests run between them.
 */
async function insertWindows(tx: EntityManager, windows: AvailabilityWindow[]): Promise<void> {
  for (let i = 0; i < windows.length; i += INSERT_CHUNK) {
    const rows = windows.slice(i, i + INSERT_CHUNK).map((w) => ({
      c: w.coachId,
      s: w.start.toISOString(),
      e: w.end.toISOString(),
      u: w.uid.slice(0, 500),
      t: w.summary.slice(0, 500),
    }));
    await sqlEm(tx).execute(
      `insert into ${table('availability_window')} ("coach_id", "starts_at", "ends_at", "source_uid", "summary")
       select (x->>'c')::uuid, (x->>'s')::timestamptz, (x->>'e')::timestamptz, x->>'u', x->>'t' from jsonb_array_elements(?::jsonb) as x`,
      [JSON.stringify(rows)],
    );
  }
}

const failed = (now: Date, problem: string): CalendarSyncSummary => ({
  status: 'FAILED',
  at: now.toISOString(),
  events: 0,
  windows: 0,
  coaches: 0,
  problems: [problem],
});

async function lockState(tx: EntityManager): Promise<void> {
  await sqlEm(tx).execute(`insert into ${table('calendar_sync')} ("id") values (1) on conflict do nothing`);
  await tx.findOneOrFail(CalendarSyncState, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}
