import type { AdminJob, DeletedReply, Page } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Delete, Get, Header, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminListQueryDto, JobDto, UpdateJobDto } from '@lakbay/contracts/content.dto';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from './cached-reply';

/** Admin CRUD of jobs: every record, published or not. Unpublish with PATCH {published: false}. */
@ApiTags('admin: jobs')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not an admin.' })
@UseGuards(SessionGuard, AdminGuard)
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'All jobs, published or not; filter by words and published state.' })
  list(@Query() query: AdminListQueryDto): Promise<Page<AdminJob>> {
    return this.services.send('content.admin.jobs.list', query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One job with every field.' })
  @ApiNotFoundResponse({ description: 'No job has this id.' })
  get(@Param('id', ID_PIPE) id: string): Promise<AdminJob> {
    return this.services.send('content.admin.jobs.get', { id });
  }

  @Post()
  @ApiOperation({ summary: 'Creates a job (unpublished unless published is true).' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  create(@Body() body: JobDto): Promise<AdminJob> {
    return this.services.send('content.admin.jobs.create', body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes the fields given; published: false unpublishes.' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  @ApiNotFoundResponse({ description: 'No job has this id.' })
  update(@Param('id', ID_PIPE) id: string, @Body() body: UpdateJobDto): Promise<AdminJob> {
    return this.services.send('content.admin.jobs.update', { id, changes: body });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the job for good.' })
  @ApiNotFoundResponse({ description: 'No job has this id.' })
  delete(@Param('id', ID_PIPE) id: string): Promise<DeletedReply> {
    return this.services.send('content.admin.jobs.delete', { id });
  }
}
