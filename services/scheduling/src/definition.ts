import { OutboxEntry, type ServiceDefinition } from '@lakbay/platform';
import { AvailabilityWindowRow } from './entities/availability-window.entity';
import { BookingRow } from './entities/booking.entity';
import { CalendarSyncState } from './entities/calendar-sync.entity';
import { CoachCalendar } from './entities/coach-calendar.entity';
import { TrainingRow } from './entities/training.entity';
import { schedulingMigrations } from './migrations';
import { SchedulingModule } from './scheduling.module';
import { seedScheduling } from './seed/seed-scheduling';

export const schedulingService: ServiceDefinition = {
  name: 'scheduling',
  module: SchedulingModule,
  database: {
    schema: 'scheduling',
    entities: [TrainingRow, CoachCalendar, AvailabilityWindowRow, CalendarSyncState, BookingRow, OutboxEntry],
    migrations: schedulingMigrations,
  },
  seed: seedScheduling,
};
