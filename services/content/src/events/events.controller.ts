import {
  type AdminEvent,
  type AdminEventRegistration,
  type Cached,
  type DeletedReply,
  type EventDetail,
  type EventRegistration,
  type EventSummary,
  type MyEventRegistration,
  type Page,
  pattern,
} from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EventDto } from '@lakbay/contracts/content.dto';
import {
  AdminByIdMessage,
  AdminListMessage,
  AdminRegistrationListMessage,
  AdminRegistrationUpdateMessage,
  ByIdMessage,
  EventListMessage,
  MyRegistrationMessage,
  MyRegistrationsMessage,
  RegisterMessage,
  UpdateEventMessage,
} from '../dto/messages.dto';
import { EventsService } from './events.service';
import { RegistrationsService } from './registrations.service';

@Controller()
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly registrations: RegistrationsService,
  ) {}

  @MessagePattern(pattern('content.events.list'))
  list(@Payload() request: EventListMessage): Promise<Cached<Page<EventSummary>>> {
    return this.events.list(request.query, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.events.get'))
  get(@Payload() request: ByIdMessage): Promise<Cached<EventDetail>> {
    return this.events.detail(request.id, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.registrations.mine'))
  mine(@Payload() request: MyRegistrationMessage): Promise<EventRegistration | null> {
    return this.registrations.mine(request.eventId, request.userId);
  }

  @MessagePattern(pattern('content.registrations.mine.list'))
  mineAll(@Payload() request: MyRegistrationsMessage): Promise<MyEventRegistration[]> {
    return this.registrations.mineAll(request.userId);
  }

  @MessagePattern(pattern('content.registrations.register'))
  register(@Payload() request: RegisterMessage): Promise<EventRegistration> {
    return this.registrations.register(request.eventId, request.registrant, request.interestOnly);
  }

  @MessagePattern(pattern('content.registrations.cancel'))
  cancel(@Payload() request: MyRegistrationMessage): Promise<EventRegistration> {
    return this.registrations.cancel(request.eventId, request.userId);
  }

  @MessagePattern(pattern('content.admin.events.list'))
  adminList(@Payload() request: AdminListMessage): Promise<Page<AdminEvent>> {
    return this.events.adminList(request);
  }

  @MessagePattern(pattern('content.admin.events.get'))
  adminGet(@Payload() request: AdminByIdMessage): Promise<AdminEvent> {
    return this.events.adminGet(request.id);
  }

  @MessagePattern(pattern('content.admin.events.create'))
  create(@Payload() request: EventDto): Promise<AdminEvent> {
    return this.events.create(request);
  }

  @MessagePattern(pattern('content.admin.events.update'))
  update(@Payload() request: UpdateEventMessage): Promise<AdminEvent> {
    return this.events.update(request.id, request.changes);
  }

  @MessagePattern(pattern('content.admin.events.delete'))
  delete(@Payload() request: AdminByIdMessage): Promise<DeletedReply> {
    return this.events.delete(request.id);
  }

  @MessagePattern(pattern('content.admin.registrations.list'))
  registrationsOf(@Payload() request: AdminRegistrationListMessage): Promise<Page<AdminEventRegistration>> {
    return this.registrations.adminList(request.eventId, request);
  }

  @MessagePattern(pattern('content.admin.registrations.update'))
  updateRegistration(@Payload() request: AdminRegistrationUpdateMessage): Promise<AdminEventRegistration> {
    return this.registrations.adminUpdate(request.eventId, request.registrationId, request.action);
  }
}
