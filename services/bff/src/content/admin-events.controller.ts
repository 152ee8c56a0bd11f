import type { Page, AdminEventRegistration } from '@lakbay/contracts';
import { Body, Get, Header, Param, Patch, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { EventDto, RegistrationActionDto, RegistrationListQueryDto, UpdateEventDto } from '@lakbay/contracts/content.dto';
import { adminContentController } from './admin-content.controller';
import { ID_PIPE } from './cached-reply';
import { withBody } from '../http/with-body';

/** Admin CRUD of events, and the registrations of each. */
export class AdminEventsController extends adminContentController({
  kind: 'events',
  name: 'AdminEventsController',
  path: 'admin/events',
  tag: 'admin: events',
  noun: 'event',
  nouns: 'events',
  create: EventDto,
  update: UpdateEventDto,
}) {
  @Get(':id/registrations')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Registrations for the event with who registered, oldest first; filter by status.' })
  @ApiNotFoundResponse({ description: 'No event has this id.' })
  registrations(@Param('id', ID_PIPE) eventId: string, @Query() query: RegistrationListQueryDto): Promise<Page<AdminEventRegistration>> {
    return this.services.send('content.admin.registrations.list', withBody(query, { eventId }));
  }

  @Patch(':id/registrations/:registrationId')
  @ApiOperation({
    summary:
      'APPROVE (a seat, or the waitlist when full), REJECT, COMPLETE (once the event has started) or DROP_OUT a registration; a freed seat goes to the first on the waitlist.',
  })
  @ApiNotFoundResponse({ description: 'No such event or registration.' })
  @ApiConflictResponse({ description: 'The action does not apply to the registration in its current status.' })
  updateRegistration(
    @Param('id', ID_PIPE) eventId: string,
    @Param('registrationId', ID_PIPE) registrationId: string,
    @Body() body: RegistrationActionDto,
  ): Promise<AdminEventRegistration> {
    return this.services.send('content.admin.registrations.update', withBody(body, { eventId, registrationId }));
  }
}
