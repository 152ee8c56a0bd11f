import {
  type AdminEventRegistration,
  type Cached,
  type EventDetail,
  type EventRegistration,
  type EventSummary,
  type MyEventRegistration,
  type Page,
} from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
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

  @Handles('content.events.list')
  list(@Payload() request: EventListMessage): Promise<Cached<Page<EventSummary>>> {
    return this.events.list(request.query, request.ifNoneMatch, request.language);
  }

  @Handles('content.events.get')
  get(@Payload() request: ByIdMessage): Promise<Cached<EventDetail>> {
    return this.events.detail(request.id, request.ifNoneMatch, request.language);
  }

  @Handles('content.registrations.mine')
  mine(@Payload() request: MyRegistrationMessage): Promise<EventRegistration | null> {
    return this.registrations.mine(request.eventId, request.userId);
  }

  @Handles('content.registrations.mine.list')
  mineAll(@Payload() request: MyRegistrationsMessage): Promise<MyEventRegistration[]> {
    return this.registrations.mineAll(request.userId, request.language);
  }

  @Handles('content.registrations.register')
  register(@Payload() request: RegisterMessage): Promise<EventRegistration> {
    return this.registrations.register(request.eventId, request.registrant, request.interestOnly);
  }

  @Handles('content.registrations.cancel')
  cancel(@Payload() request: MyRegistrationMessage): Promise<EventRegistration> {
    return this.registrations.cancel(request.eventId, request.userId);
  }

  @Handles('content.admin.registrations.list')
  registrationsOf(@Payload() request: AdminRegistrationListMessage): Promise<Page<AdminEventRegistration>> {
    return this.registrations.adminList(request.eventId, request);
  }

  @Handles('content.admin.registrations.update')
  updateRegistration(@Payload() request: AdminRegistrationUpdateMessage): Promise<AdminEventRegistration> {
    return this.registrations.adminUpdate(request.eventId, request.registrationId, request.action);
  }
}
