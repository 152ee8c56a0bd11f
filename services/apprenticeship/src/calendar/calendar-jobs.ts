import { APP_CONFIG, type AppConfig, JOB_QUEUE_PORT, type JobQueue } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CalendarService } from './calendar.service';

/** Runs the calendar every APPRENTICESHIP_CALENDAR_SECONDS (every replica may: the database settles each step). */
@Injectable()
export class CalendarJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('ApprenticeshipCalendar');

  constructor(
    @Inject(JOB_QUEUE_PORT) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly calendar: CalendarService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.process('apprenticeship.calendar.advance', async () => {
      const run = await this.calendar.advance();
      if (run.running + run.closed + run.opened + run.reminded > 0) {
        this.logger.log(
          `calendar: ${run.running} running, ${run.closed} closed, ${run.opened} week(s) opened, ${run.reminded} reminder(s)`,
        );
      }
    });
    await this.jobs.repeat('apprenticeship.calendar.advance', this.config.apprenticeship.calendarSeconds * 1000, {});
  }
}
