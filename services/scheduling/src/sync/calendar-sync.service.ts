import { createHash } from 'node:crypto';
import { BOOKING_HORIZON_DAYS, type CalendarSyncSummary } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, ServiceClient, inTransaction } from '@lakbay/platform';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AvailabilityRead, readAvailability } from '../calendar/availability-reader';
import { fetchCalendar } from '../calendar/calendar-source';
import { sqlEm, table } from '../common/sql';
import { AvailabilityWindowRow } from '../entities/availability-window.entity';
import { CalendarSyncState } from '../entities/calendar-sync.entity';

const DAY = 24 * 3600 * 1000;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Calendar sync: reads the scheduling address's calendar feed and replaces every coach's
 * availability windows with what it says. An unchanged feed (same validator, same coaches) is not
 * read again; a failed or unparseable one keeps the last good windows and records the problem.
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

  /** Runs a sync, or joins the one already running in this process. */
  run(): Promise<CalendarSyncSummary> {
    this.running ??= this.sync().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sync(): Promise<CalendarSyncSummary> {
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
    let fetched;
    try {
      fetched = await fetchCalendar(source, previousCoaches === coachesKey && previousFeed ? { etag: previousFeed } : null);
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
      read = readAvailability(fetched.body, {
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
    await inTransaction(
      em,
      async (tx) => {
        await lockState(tx);
        await sqlEm(tx).execute(`delete from ${table('availability_window')}`);
        for (const w of read.windows) {
          tx.create(AvailabilityWindowRow, {
            coachId: w.coachId,
            startsAt: w.start,
            endsAt: w.end,
            sourceUid: w.uid.slice(0, 500),
            summary: w.summary.slice(0, 500),
          });
        }
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
    if (summary.status === 'FAILED') {
      this.logger.warn(`calendar sync failed: ${summary.problems.join(' ')}`);
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

  private async coachCount(em: EntityManager): Promise<number> {
    const rows = await sqlEm(em).execute<{ n: string | number }[]>(
      `select count(distinct "coach_id") as "n" from ${table('availability_window')}`,
    );
    return Number(rows[0]?.n ?? 0);
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
