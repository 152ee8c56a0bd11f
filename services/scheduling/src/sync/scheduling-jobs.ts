import { APP_CONFIG, type AppConfig, JOB_QUEUE_PORT, type JobQueue } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BookingsService } from '../bookings/bookings.service';
import { CalendarSyncService } from './calendar-sync.service';

/** The scheduling service's jobs: calendar sync every CALENDAR_SYNC_MINUTES, ended sessions marked COMPLETED every SESSION_COMPLETE_SECONDS, and booking reminders. */
@Injectable()
export class SchedulingJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('SchedulingJobs');

  constructor(
    @Inject(JOB_QUEUE_PORT) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sync: CalendarSyncService,
    private readonly bookings: BookingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.process('scheduling.calendar.sync', async () => {
      const summary = await this.sync.run();
      if (summary.status === 'FAILED') {
        // Recorded for coaches and admins to see; not retried before the next run.
        this.logger.warn(`calendar sync: ${summary.problems[0] ?? 'failed'}`);
      }
    });
    this.jobs.process('scheduling.booking.remind', async ({ bookingId, version }) => {
      const outcome = await this.bookings.remind(bookingId, version);
      this.logger.log(`reminder of booking ${bookingId} v${version}: ${outcome}`);
    });
    this.jobs.process('scheduling.sessions.complete', async () => {
      const marked = await this.bookings.completeEnded();
      if (marked > 0) {
        this.logger.log(`${marked} ended session(s) marked COMPLETED`);
      }
    });
    await this.jobs.repeat('scheduling.calendar.sync', this.config.scheduling.syncMinutes * 60_000, {});
    await this.jobs.repeat('scheduling.sessions.complete', this.config.scheduling.completeSeconds * 1000, {});
  }
}
