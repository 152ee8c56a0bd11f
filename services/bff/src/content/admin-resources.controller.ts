import type { AdminCoachingResource, DeletedReply, Page } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Delete, Get, Header, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminListQueryDto, CoachingResourceDto, UpdateCoachingResourceDto } from '@lakbay/contracts/content.dto';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from './cached-reply';

/** Admin CRUD of coaching resources: every record, published or not. Unpublish with PATCH {published: false}. */
@ApiTags('admin: coaching resources')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not an admin.' })
@UseGuards(SessionGuard, AdminGuard)
@Controller('admin/coaching-resources')
export class AdminResourcesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'All coaching resources, published or not; filter by words and published state.' })
  list(@Query() query: AdminListQueryDto): Promise<Page<AdminCoachingResource>> {
    return this.services.send('content.admin.resources.list', query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One coaching resource with every field.' })
  @ApiNotFoundResponse({ description: 'No coaching resource has this id.' })
  get(@Param('id', ID_PIPE) id: string): Promise<AdminCoachingResource> {
    return this.services.send('content.admin.resources.get', { id });
  }

  @Post()
  @ApiOperation({ summary: 'Creates a coaching resource (unpublished unless published is true).' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  create(@Body() body: CoachingResourceDto): Promise<AdminCoachingResource> {
    return this.services.send('content.admin.resources.create', body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes the fields given; published: false unpublishes.' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  @ApiNotFoundResponse({ description: 'No coaching resource has this id.' })
  update(@Param('id', ID_PIPE) id: string, @Body() body: UpdateCoachingResourceDto): Promise<AdminCoachingResource> {
    return this.services.send('content.admin.resources.update', { id, changes: body });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the coaching resource for good.' })
  @ApiNotFoundResponse({ description: 'No coaching resource has this id.' })
  delete(@Param('id', ID_PIPE) id: string): Promise<DeletedReply> {
    return this.services.send('content.admin.resources.delete', { id });
  }
}
