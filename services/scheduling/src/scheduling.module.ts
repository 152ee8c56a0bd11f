import { JobsModule, OutboxModule, TransportModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { BookingNotices } from './bookings/booking-notices';
import { BookingsService } from './bookings/bookings.service';
import { CoachesService } from './coaches/coaches.service';
import { SchedulingPrivacy, SchedulingPrivacyController } from './privacy/scheduling-privacy';
import { SchedulingController } from './scheduling.controller';
import { SchedulingInvalidations } from './scheduling-invalidations';
import { CalendarSyncService } from './sync/calendar-sync.service';
import { SchedulingJobs } from './sync/scheduling-jobs';
import { TrainingsService } from './trainings/trainings.service';

/** Coach Connector: trainings, availability from calendar sync, slots, bookings, reminders. */
@Module({
  imports: [JobsModule, OutboxModule.forService('scheduling'), TransportModule.forClient('scheduling')],
  controllers: [SchedulingController, SchedulingPrivacyController],
  providers: [
    SchedulingInvalidations,
    TrainingsService,
    CoachesService,
    BookingNotices,
    BookingsService,
    CalendarSyncService,
    SchedulingJobs,
    SchedulingPrivacy,
  ],
})
export class SchedulingModule {}
