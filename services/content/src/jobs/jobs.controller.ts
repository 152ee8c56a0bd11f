import { type AdminJob, type Cached, type DeletedReply, type Job, type Page, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { JobDto } from '@lakbay/contracts/content.dto';
import { AdminByIdMessage, AdminListMessage, ByIdMessage, JobListMessage, UpdateJobMessage } from '../dto/messages.dto';
import { JobsService } from './jobs.service';

@Controller()
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @MessagePattern(pattern('content.jobs.list'))
  list(@Payload() request: JobListMessage): Promise<Cached<Page<Job>>> {
    return this.jobs.list(request.query, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.jobs.get'))
  get(@Payload() request: ByIdMessage): Promise<Cached<Job>> {
    return this.jobs.detail(request.id, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.admin.jobs.list'))
  adminList(@Payload() request: AdminListMessage): Promise<Page<AdminJob>> {
    return this.jobs.adminList(request);
  }

  @MessagePattern(pattern('content.admin.jobs.get'))
  adminGet(@Payload() request: AdminByIdMessage): Promise<AdminJob> {
    return this.jobs.adminGet(request.id);
  }

  @MessagePattern(pattern('content.admin.jobs.create'))
  create(@Payload() request: JobDto): Promise<AdminJob> {
    return this.jobs.create(request);
  }

  @MessagePattern(pattern('content.admin.jobs.update'))
  update(@Payload() request: UpdateJobMessage): Promise<AdminJob> {
    return this.jobs.update(request.id, request.changes);
  }

  @MessagePattern(pattern('content.admin.jobs.delete'))
  delete(@Payload() request: AdminByIdMessage): Promise<DeletedReply> {
    return this.jobs.delete(request.id);
  }
}
