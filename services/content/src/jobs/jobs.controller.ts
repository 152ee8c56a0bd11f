import { type Cached, type Job, type JobImportPreview, type JobImportResult, type Page } from '@lakbay/contracts';
import { JobImportDto } from '@lakbay/contracts/content.dto';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ByIdMessage, JobListMessage } from '../dto/messages.dto';
import { JobsService } from './jobs.service';

@Controller()
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Handles('content.jobs.list')
  list(@Payload() request: JobListMessage): Promise<Cached<Page<Job>>> {
    return this.jobs.list(request.query, request.ifNoneMatch, request.language);
  }

  @Handles('content.jobs.get')
  get(@Payload() request: ByIdMessage): Promise<Cached<Job>> {
    return this.jobs.detail(request.id, request.ifNoneMatch, request.language);
  }

  @Handles('content.admin.jobs.importPreview')
  importPreview(@Payload() request: JobImportDto): Promise<JobImportPreview> {
    return this.jobs.importPreview(request);
  }

  @Handles('content.admin.jobs.import')
  import(@Payload() request: JobImportDto): Promise<JobImportResult> {
    return this.jobs.import(request);
  }
}
