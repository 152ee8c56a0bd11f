import type { Booking, MyAvailability, MyBookings, MyKadet, RequestUser } from '@lakbay/contracts';
import { ErrorCode } from '@lakbay/contracts';
import {
  CancelBookingDto,
  CreateBookingDto,
  LinkTokenDto,
  MyBookingsQueryDto,
  RescheduleBookingDto,
  ReviewBookingDto,
} from '@lakbay/contracts/scheduling.dto';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { OptionalSessionGuard } from '../auth/optional-session.guard';
import { BffCaches } from '../cache/bff-caches';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from '../content/cached-reply';
import { withBody } from '../http/with-body';
import { coachBySlug } from './coach-lookup';
import { BffError } from '../http/bff-error';

const loginOrLink = () => new BffError(ErrorCode.UNAUTHENTICATED, 'Please log in, or open the link from your booking e-mail again.');
const coachesOnly = () => new BffError(ErrorCode.FORBIDDEN, 'Only Koaches have this page.');

/** Who acts: the logged-in user and/or the signed token of an e-mailed link. */
function actor(user: RequestUser | undefined, token: string | undefined) {
  if (!user && !token) {
    throw loginOrLink();
  }
  return { ...(user ? { userId: user.id, isAdmin: user.isAdmin } : {}), ...(token ? { token } : {}) };
}

@ApiTags('bookings')
@Controller()
export class BookingsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly caches: BffCaches,
  ) {}

  @Post('bookings')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Books a slot of a Koach for the caller. Send an Idempotency-Key: a repeated confirm books once. E-mails with the calendar invitation go to both sides, and a reminder 24 h before.',
  })
  @ApiCreatedResponse({ description: 'The booking.' })
  @ApiUnauthorizedResponse({ description: 'Not logged in.' })
  @ApiNotFoundResponse({ description: 'No active Koach or training has this address.' })
  @ApiConflictResponse({
    description: 'SCHEDULING_SLOT_TAKEN: the slot was just booked, or is no longer offered (notice, horizon, availability).',
  })
  async create(@Body() body: CreateBookingDto, @CurrentUser() user: RequestUser): Promise<Booking> {
    // Both from the BFF's caches (dropped by users' broadcasts on any change): a crowd booking one
    // coach asks users for the coach once and for its Kadets in one call.
    const [coach, kadet] = await Promise.all([coachBySlug(this.caches.coachReads, body.coachSlug), this.caches.contact(user.id)]);
    if (!kadet) {
      throw loginOrLink();
    }
    return this.services.send('scheduling.bookings.create', withBody(body, { kadet, coach }));
  }

  @Get('my/bookings')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "The caller's sessions, upcoming (soonest first) and past (latest first); role=coach for a Koach's own sessions.",
  })
  @ApiUnauthorizedResponse({ description: 'Not logged in.' })
  mine(@Query() query: MyBookingsQueryDto, @CurrentUser() user: RequestUser): Promise<MyBookings> {
    return this.services.send('scheduling.bookings.mine', { userId: user.id, role: query.role ?? 'kadet' });
  }

  @Get('bookings/:id')
  @UseGuards(OptionalSessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'One booking, for its Kadet, its Koach, an admin, or the holder of a current link from its e-mail (?token=).' })
  @ApiNotFoundResponse({ description: 'No booking of the caller has this id.' })
  @ApiForbiddenResponse({ description: 'SCHEDULING_LINK_INVALID: the link is out of date.' })
  get(@Param('id', ID_PIPE) bookingId: string, @Query() query: LinkTokenDto, @CurrentUser() user?: RequestUser): Promise<Booking> {
    return this.services.send('scheduling.bookings.get', { bookingId, ...actor(user, query.token) });
  }

  @Patch('bookings/:id')
  @UseGuards(OptionalSessionGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Reschedules to another offered slot: answers the new booking (same calendar entry, higher SEQUENCE); the old one becomes RESCHEDULED, its links and reminder stop working.',
  })
  @ApiNotFoundResponse({ description: 'No booking of the caller has this id.' })
  @ApiForbiddenResponse({ description: 'SCHEDULING_LINK_INVALID: the link is out of date.' })
  @ApiConflictResponse({
    description: 'SCHEDULING_SLOT_TAKEN, or SCHEDULING_BOOKING_STATE when the booking is not upcoming and confirmed.',
  })
  reschedule(
    @Param('id', ID_PIPE) bookingId: string,
    @Body() body: RescheduleBookingDto,
    @CurrentUser() user?: RequestUser,
  ): Promise<Booking> {
    return this.services.send('scheduling.bookings.reschedule', { bookingId, start: body.start, ...actor(user, body.token) });
  }

  @Post('bookings/:id/cancel')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Cancels with a reason; within 3 h of the start it is a late cancel. Both sides get a METHOD:CANCEL invitation.',
  })
  @ApiNotFoundResponse({ description: 'No booking of the caller has this id.' })
  @ApiForbiddenResponse({ description: 'SCHEDULING_LINK_INVALID: the link is out of date.' })
  @ApiConflictResponse({ description: 'SCHEDULING_BOOKING_STATE: already cancelled, or started.' })
  cancel(@Param('id', ID_PIPE) bookingId: string, @Body() body: CancelBookingDto, @CurrentUser() user?: RequestUser): Promise<Booking> {
    return this.services.send('scheduling.bookings.cancel', { bookingId, reason: body.reason, ...actor(user, body.token) });
  }

  @Post('bookings/:id/review')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The Kadet rates a session that took place, once: 1-5 and a comment.' })
  @ApiConflictResponse({ description: 'SCHEDULING_BOOKING_STATE: not held yet, or already rated.' })
  review(@Param('id', ID_PIPE) bookingId: string, @Body() body: ReviewBookingDto, @CurrentUser() user: RequestUser): Promise<Booking> {
    return this.services.send('scheduling.bookings.review', { bookingId, userId: user.id, rating: body.rating, comment: body.comment });
  }

  @Post('bookings/:id/no-show')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Either side marks the other absent, from 10 minutes after the start.' })
  @ApiConflictResponse({ description: 'SCHEDULING_BOOKING_STATE: too early, or not confirmed.' })
  noShow(@Param('id', ID_PIPE) bookingId: string, @CurrentUser() user: RequestUser): Promise<Booking> {
    return this.services.send('scheduling.bookings.noShow', { bookingId, userId: user.id, isAdmin: user.isAdmin });
  }

  @Get('my/kadets')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "A Koach's Kadets: sessions held, last and next session." })
  @ApiForbiddenResponse({ description: 'Not a Koach.' })
  kadets(@CurrentUser() user: RequestUser): Promise<MyKadet[]> {
    if (!user.isCoach) {
      throw coachesOnly();
    }
    return this.services.send('scheduling.kadets.mine', { coachId: user.id });
  }

  @Get('my/availability')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "A Koach's availability as the platform read it from their calendar: windows, the last sync and its problems, the scheduling address.",
  })
  @ApiForbiddenResponse({ description: 'Not a Koach.' })
  async availability(@CurrentUser() user: RequestUser): Promise<MyAvailability> {
    if (!user.isCoach) {
      throw coachesOnly();
    }
    const [coach] = await this.services.send('users.coaches.directory', { userIds: [user.id] });
    return this.services.send('scheduling.availability.mine', {
      coachId: user.id,
      timeZone: coach?.timeZone ?? 'Asia/Manila',
      email: user.email,
    });
  }
}
