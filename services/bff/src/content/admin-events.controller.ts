import type { AdminEvent, DeletedReply, Page, AdminEventRegistration } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Delete, Get, Header, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  AdminListQueryDto,
  EventDto,
  RegistrationActionDto,
  RegistrationListQueryDto,
  UpdateEventDto,
} from '@lakbay/contracts/content.dto';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from './cached-reply';

/** Admin CRUD of events: every record, published or not. Unpublish with PATCH {published: false}. */
@ApiTags('admin: events')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not an admin.' })
@UseGuards(SessionGuard, AdminGuard)
@Controller('admin/events')
export class AdminEventsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'All events, published or not; filter by words and published state.' })
  list(@Query() query: AdminListQueryDto): Promise<Page<AdminEvent>> {
    return this.services.send('content.admin.events.list', query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One event with every field.' })
  @ApiNotFoundResponse({ description: 'No event has this id.' })
  get(@Param('id', ID_PIPE) id: string): Promise<AdminEvent> {
    return this.services.send('content.admin.events.get', { id });
  }

  @Post()
  @ApiOperation({ summary: 'Creates a event (unpublished unless published is true).' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  create(@Body() body: EventDto): Promise<AdminEvent> {
    return this.services.send('content.admin.events.create', body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes the fields given; published: false unpublishes.' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  @ApiNotFoundResponse({ description: 'No event has this id.' })
  update(@Param('id', ID_PIPE) id: string, @Body() body: UpdateEventDto): Promise<AdminEvent> {
    return this.services.send('content.admin.events.update', { id, changes: body });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the event for good.' })
  @ApiNotFoundResponse({ description: 'No event has this id.' })
  delete(@Param('id', ID_PIPE) id: string): Promise<DeletedReply> {
    return this.services.send('content.admin.events.delete', { id });
  }

  @Get(':id/registrations')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Registrations for the event with who registered, oldest first; filter by status.' })
  @ApiNotFoundResponse({ description: 'No event has this id.' })
  registrations(@Param('id', ID_PIPE) eventId: string, @Query() query: RegistrationListQueryDto): Promise<Page<AdminEventRegistration>> {
    return this.services.send('content.admin.registrations.list', {
      eventId,
      status: query.status,
      page: query.page,
      pageSize: query.pageSize,
    });
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
    return this.services.send('content.admin.registrations.update', { eventId, registrationId, action: body.action });
  }
}
