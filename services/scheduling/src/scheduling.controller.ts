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
  CoachIdMessage,
  CoachIdsMessage,
  CoachZoneMessage,
  CreateBookingMessage,
  MyBookingsMessage,
  NoShowMessage,
  RangeMessage,
  RescheduleMessage,
  ReviewMessage,
} from './dto/messages.dto';
import { CalendarSyncService } from './sync/calendar-sync.service';

@Controller()
export class SchedulingController {
  constructor(
    private readonly coaches: CoachesService,
    private readonly bookings: BookingsService,
    private readonly sync: CalendarSyncService,
  ) {}

  @Handles('scheduling.coaches.overview')
  overview(@Payload() m: CoachIdsMessage): Promise<ReplyOf<'scheduling.coaches.overview'>> {
    return this.coaches.overview(m.coachIds);
  }

  @Handles('scheduling.coaches.detail')
  detail(@Payload() m: CoachIdMessage): Promise<ReplyOf<'scheduling.coaches.detail'>> {
    return this.coaches.detail(m.coachId);
  }

  @Handles('scheduling.coaches.free')
  free(@Payload() m: RangeMessage): Promise<ReplyOf<'scheduling.coaches.free'>> {
    return this.coaches.free(m.from, m.to);
  }

  @Handles('scheduling.availability.get')
  availability(@Payload() m: AvailabilityMessage): Promise<ReplyOf<'scheduling.availability.get'>> {
    return this.coaches.availability(m.coachId, m.timeZone, m.from, m.to, m.trainingSlug);
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
