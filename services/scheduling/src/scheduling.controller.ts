import { type ReplyOf, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BookingsService } from './bookings/bookings.service';
import { CoachesService } from './coaches/coaches.service';
import {
  ActorMessage,
  AvailabilityMessage,
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

  @MessagePattern(pattern('scheduling.coaches.overview'))
  overview(@Payload() m: CoachIdsMessage): Promise<ReplyOf<'scheduling.coaches.overview'>> {
    return this.coaches.overview(m.coachIds);
  }

  @MessagePattern(pattern('scheduling.coaches.detail'))
  detail(@Payload() m: CoachIdMessage): Promise<ReplyOf<'scheduling.coaches.detail'>> {
    return this.coaches.detail(m.coachId);
  }

  @MessagePattern(pattern('scheduling.coaches.free'))
  free(@Payload() m: RangeMessage): Promise<ReplyOf<'scheduling.coaches.free'>> {
    return this.coaches.free(m.from, m.to);
  }

  @MessagePattern(pattern('scheduling.availability.get'))
  availability(@Payload() m: AvailabilityMessage): Promise<ReplyOf<'scheduling.availability.get'>> {
    return this.coaches.availability(m.coachId, m.timeZone, m.from, m.to, m.trainingSlug);
  }

  @MessagePattern(pattern('scheduling.availability.mine'))
  myAvailability(@Payload() m: CoachZoneMessage): Promise<ReplyOf<'scheduling.availability.mine'>> {
    return this.coaches.mine(m.coachId, m.timeZone, m.email);
  }

  @MessagePattern(pattern('scheduling.bookings.create'))
  create(@Payload() m: CreateBookingMessage): Promise<ReplyOf<'scheduling.bookings.create'>> {
    return this.bookings.create(m);
  }

  @MessagePattern(pattern('scheduling.bookings.mine'))
  mine(@Payload() m: MyBookingsMessage): Promise<ReplyOf<'scheduling.bookings.mine'>> {
    return this.bookings.mine(m.userId, m.role);
  }

  @MessagePattern(pattern('scheduling.bookings.get'))
  get(@Payload() m: BookingRefMessage): Promise<ReplyOf<'scheduling.bookings.get'>> {
    return this.bookings.get(m);
  }

  @MessagePattern(pattern('scheduling.bookings.reschedule'))
  reschedule(@Payload() m: RescheduleMessage): Promise<ReplyOf<'scheduling.bookings.reschedule'>> {
    return this.bookings.reschedule(m);
  }

  @MessagePattern(pattern('scheduling.bookings.cancel'))
  cancel(@Payload() m: CancelMessage): Promise<ReplyOf<'scheduling.bookings.cancel'>> {
    return this.bookings.cancel(m);
  }

  @MessagePattern(pattern('scheduling.bookings.review'))
  review(@Payload() m: ReviewMessage): Promise<ReplyOf<'scheduling.bookings.review'>> {
    return this.bookings.review(m);
  }

  @MessagePattern(pattern('scheduling.bookings.noShow'))
  noShow(@Payload() m: NoShowMessage): Promise<ReplyOf<'scheduling.bookings.noShow'>> {
    return this.bookings.noShow(m);
  }

  @MessagePattern(pattern('scheduling.kadets.mine'))
  kadets(@Payload() m: CoachIdMessage): Promise<ReplyOf<'scheduling.kadets.mine'>> {
    return this.bookings.kadets(m.coachId);
  }

  @MessagePattern(pattern('scheduling.calendar.sync'))
  syncNow(@Payload() _m: ActorMessage): Promise<ReplyOf<'scheduling.calendar.sync'>> {
    return this.sync.run();
  }
}
