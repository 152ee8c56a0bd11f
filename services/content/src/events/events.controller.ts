import {
  type AdminEventRegistration,
  type Cached,
  type EventDetail,
  type EventRegistration,
  type EventSummary,
  type MyEventRegistration,
  type Page,
  pattern,
} from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminRegistrationListMessage,
  AdminRegistrationUpdateMessage,
  ByIdMessage,
  EventListMessage,
  MyRegistrationMessage,
  MyRegistrationsMessage,
  RegisterMessage,
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

  @MessagePattern(pattern('content.admin.registrations.list'))
  registrationsOf(@Payload() request: AdminRegistrationListMessage): Promise<Page<AdminEventRegistration>> {
    return this.registrations.adminList(request.eventId, request);
  }

  @MessagePattern(pattern('content.admin.registrations.update'))
  updateRegistration(@Payload() request: AdminRegistrationUpdateMessage): Promise<AdminEventRegistration> {
    return this.registrations.adminUpdate(request.eventId, request.registrationId, request.action);
  }
}
