import { type ReplyOf } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BookingsService } from './bookings/bookings.service';
import { CoachesService } from './coaches/coaches.service';
import {
  ActorMessage,
  AvailabilityMessage,
  CalendarSyncMessage,
  BookingRefMessage,
  CancelMessage,
  CoachDetailMessage,
  CoachIdMessage,
  CoachIdsMessage,
  CoachZoneMessage,
  CreateBookingMessage,
  CreateTrainingMessage,
  MyBookingsMessage,
  NoShowMessage,
  RangeMessage,
  RescheduleMessage,
  RetireTrainingMessage,
  ReviewMessage,
  TrainingsMessage,
  UpdateTrainingMessage,
} from './dto/messages.dto';
import { CalendarSyncService } from './sync/calendar-sync.service';
import { TrainingsService } from './trainings/trainings.service';

@Controller()
export class SchedulingController {
  constructor(
    private readonly coaches: CoachesService,
    private readonly bookings: BookingsService,
    private readonly sync: CalendarSyncService,
    private readonly trainings: TrainingsService,
  ) {}

  @Handles('scheduling.coaches.overview')
  overview(@Payload() m: CoachIdsMessage): Promise<ReplyOf<'scheduling.coaches.overview'>> {
    return this.coaches.overview(m.coachIds);
  }

  @Handles('scheduling.coaches.detail')
  detail(@Payload() m: CoachDetailMessage): Promise<ReplyOf<'scheduling.coaches.detail'>> {
    return this.coaches.detail(m.coachId, m.language);
  }

  @Handles('scheduling.coaches.free')
  free(@Payload() m: RangeMessage): Promise<ReplyOf<'scheduling.coaches.free'>> {
    return this.coaches.free(m.from, m.to);
  }

  @Handles('scheduling.availability.get')
  availability(@Payload() m: AvailabilityMessage): Promise<ReplyOf<'scheduling.availability.get'>> {
    return this.coaches.availability(m);
  }

  @Handles('scheduling.availability.mine')
  myAvailability(@Payload() m: CoachZoneMessage): Promise<ReplyOf<'scheduling.availability.mine'>> {
    return this.coaches.mine(m.coachId, m.timeZone, m.email);
  }

  @Handles('scheduling.bookings.create')
  create(@Payload() m: CreateBookingMessage): Promise<ReplyOf<'scheduling.bookings.create'>> {
    return this.bookings.create(m);
  }

  @Handles('scheduling.bookings.mine')
  mine(@Payload() m: MyBookingsMessage): Promise<ReplyOf<'scheduling.bookings.mine'>> {
    return this.bookings.mine(m.userId, m.role);
  }

  @Handles('scheduling.bookings.get')
  get(@Payload() m: BookingRefMessage): Promise<ReplyOf<'scheduling.bookings.get'>> {
    return this.bookings.get(m);
  }

  @Handles('scheduling.bookings.reschedule')
  reschedule(@Payload() m: RescheduleMessage): Promise<ReplyOf<'scheduling.bookings.reschedule'>> {
    return this.bookings.reschedule(m);
  }

  @Handles('scheduling.bookings.cancel')
  cancel(@Payload() m: CancelMessage): Promise<ReplyOf<'scheduling.bookings.cancel'>> {
    return this.bookings.cancel(m);
  }

  @Handles('scheduling.bookings.review')
  review(@Payload() m: ReviewMessage): Promise<ReplyOf<'scheduling.bookings.review'>> {
    return this.bookings.review(m);
  }

  @Handles('scheduling.bookings.noShow')
  noShow(@Payload() m: NoShowMessage): Promise<ReplyOf<'scheduling.bookings.noShow'>> {
    return this.bookings.noShow(m);
  }

  @Handles('scheduling.trainings.list')
  trainingList(@Payload() m: TrainingsMessage): Promise<ReplyOf<'scheduling.trainings.list'>> {
    return this.trainings.manage(m.coachId);
  }

  @Handles('scheduling.trainings.create')
  trainingCreate(@Payload() m: CreateTrainingMessage): Promise<ReplyOf<'scheduling.trainings.create'>> {
    return this.trainings.create(m.coachId, m);
  }

  @Handles('scheduling.trainings.update')
  trainingUpdate(@Payload() m: UpdateTrainingMessage): Promise<ReplyOf<'scheduling.trainings.update'>> {
    return this.trainings.update(m.coachId, m.slug, m);
  }

  @Handles('scheduling.trainings.retire')
  trainingRetire(@Payload() m: RetireTrainingMessage): Promise<ReplyOf<'scheduling.trainings.retire'>> {
    return this.trainings.retire(m.coachId, m.slug, m.retired);
  }

  @Handles('scheduling.admin.trainings.list')
  adminTrainingList(@Payload() m: TrainingsMessage): Promise<ReplyOf<'scheduling.admin.trainings.list'>> {
    return this.trainings.manage(m.coachId);
  }

  @Handles('scheduling.admin.trainings.create')
  adminTrainingCreate(@Payload() m: CreateTrainingMessage): Promise<ReplyOf<'scheduling.admin.trainings.create'>> {
    return this.trainings.create(m.coachId, m);
  }

  @Handles('scheduling.admin.trainings.update')
  adminTrainingUpdate(@Payload() m: UpdateTrainingMessage): Promise<ReplyOf<'scheduling.admin.trainings.update'>> {
    return this.trainings.update(m.coachId, m.slug, m);
  }

  @Handles('scheduling.admin.trainings.retire')
  adminTrainingRetire(@Payload() m: RetireTrainingMessage): Promise<ReplyOf<'scheduling.admin.trainings.retire'>> {
    return this.trainings.retire(m.coachId, m.slug, m.retired);
  }

  @Handles('scheduling.kadets.mine')
  kadets(@Payload() m: CoachIdMessage): Promise<ReplyOf<'scheduling.kadets.mine'>> {
    return this.bookings.kadets(m.coachId);
  }

  @Handles('scheduling.calendar.sync')
  syncNow(@Payload() m: CalendarSyncMessage): Promise<ReplyOf<'scheduling.calendar.sync'>> {
    return this.sync.run({ applyHeldBack: m.applyHeldBack === true });
  }

  @Handles('scheduling.calendar.status')
  syncStatus(@Payload() _m: ActorMessage): Promise<ReplyOf<'scheduling.calendar.status'>> {
    return this.sync.last();
  }
}
