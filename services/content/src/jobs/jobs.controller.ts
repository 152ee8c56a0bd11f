import { type Cached, type Job, type Page, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ByIdMessage, JobListMessage } from '../dto/messages.dto';
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
}
