import { type ReplyOf } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CoachDirectoryMessage, CoachListMessage, ContactsMessage } from './coach-directory-messages.dto';
import { CoachDirectoryService } from './coach-directory.service';

/** Reads other services make of coaches and users (scheduling, the BFF's coach list). */
@Controller()
export class CoachDirectoryController {
  constructor(private readonly directory: CoachDirectoryService) {}

  @Handles('users.coaches.list')
  list(@Payload() { page, pageSize, ids, ...filters }: CoachListMessage): Promise<ReplyOf<'users.coaches.list'>> {
    return this.directory.list({ ...filters, userIds: ids }, page, pageSize);
  }

  @Handles('users.coaches.directory')
  coaches(@Payload() request: CoachDirectoryMessage): Promise<ReplyOf<'users.coaches.directory'>> {
    return this.directory.directory(request);
  }

  @Handles('users.contacts')
  contacts(@Payload() request: ContactsMessage): Promise<ReplyOf<'users.contacts'>> {
    return this.directory.contacts(request.userIds);
  }
}
