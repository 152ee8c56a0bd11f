import type { Language } from '@lakbay/contracts';
import type { EventRegistration, MyEventRegistration, SessionUser } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BffCaches } from '../cache/bff-caches';
import { EventListQueryDto, RegisterDto } from '@lakbay/contracts/content.dto';
import { CurrentUser, SessionGuard } from '../auth/session.guard';
import { withBody } from '../http/with-body';
import { ACCEPT_LANGUAGE, ReaderLanguage } from '../i18n/reader-language';
import { ID_PIPE, sendCached } from './cached-reply';
import { IF_NONE_MATCH } from './careers.controller';

@ApiTags('events')
@Controller()
export class EventsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly caches: BffCaches,
  ) {}

  @Get('events')
  @ApiHeader(IF_NONE_MATCH)
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiOperation({
    summary: "What's New: published events; when=upcoming (default, soonest first), past (latest first) or all. Public, cacheable.",
  })
  @ApiOkResponse({ description: '{items: EventSummary[], page, pageSize, total} with seats taken, seats left and waitlist counts.' })
  async list(
    @Query() query: EventListQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.events.list', { query, language }, ifNoneMatch), language);
  }

  @Get('events/:eventId')
  @ApiHeader(IF_NONE_MATCH)
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiOperation({ summary: 'A published event. Public, cacheable.' })
  @ApiNotFoundResponse({ description: 'No published event has this id.' })
  async get(
    @Param('eventId', ID_PIPE) id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.events.get', { id, language }, ifNoneMatch), language);
  }

  @Get('events/:eventId/registration')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's registration for the event (status, label, place on the waitlist), or null." })
  @ApiUnauthorizedResponse({ description: 'Not logged in.' })
  async mine(
    @Param('eventId', ID_PIPE) eventId: string,
    @CurrentUser() user: SessionUser,
  ): Promise<{ registration: EventRegistration | null }> {
    return { registration: await this.services.send('content.registrations.mine', { eventId, userId: user.id }) };
  }

  @Post('events/:eventId/registration')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Registers the caller: APPROVED while seats are free, WAITLISTED when full, APPLIED ("Pending approval") when the event needs approval; interestOnly gives INTERESTED. Registering again answers the current registration.',
  })
  @ApiUnauthorizedResponse({ description: 'Not logged in.' })
  @ApiNotFoundResponse({ description: 'No published event has this id.' })
  @ApiConflictResponse({ description: 'Registration is closed, the event is over, or the registration was rejected.' })
  async register(
    @Param('eventId', ID_PIPE) eventId: string,
    @Body() body: RegisterDto,
    @CurrentUser() user: SessionUser,
  ): Promise<EventRegistration> {
    // Admins see the full name; the e-mails greet by the first name (from the BFF's contact cache).
    const contact = await this.caches.contact(user.id);
    const names = contact ? { fullName: contact.fullName, firstName: contact.firstName ?? null } : {};
    return this.services.send(
      'content.registrations.register',
      withBody(body, {
        eventId,
        registrant: {
          userId: user.id,
          email: user.email,
          username: user.username,
          ...names,
          language: user.language,
          timeZone: user.timeZone,
        },
        interestOnly: body.interestOnly ?? false,
      }),
    );
  }

  @Delete('events/:eventId/registration')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Cancels the caller's registration (DROPPED_OUT); a freed seat goes to the first on the waitlist." })
  @ApiUnauthorizedResponse({ description: 'Not logged in.' })
  @ApiNotFoundResponse({ description: 'The caller has no registration for this event.' })
  @ApiConflictResponse({ description: 'The event is over, or the registration is completed or rejected.' })
  cancel(@Param('eventId', ID_PIPE) eventId: string, @CurrentUser() user: SessionUser): Promise<EventRegistration> {
    return this.services.send('content.registrations.cancel', { eventId, userId: user.id });
  }

  @Get('my/event-registrations')
  @UseGuards(SessionGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's event registrations with their events, latest event first." })
  @ApiUnauthorizedResponse({ description: 'Not logged in.' })
  @ApiHeader(ACCEPT_LANGUAGE)
  myRegistrations(@CurrentUser() user: SessionUser, @ReaderLanguage() language: Language): Promise<MyEventRegistration[]> {
    return this.services.send('content.registrations.mine.list', { userId: user.id, language });
  }
}
