import type { AdminCareer, DeletedReply, Page } from '@lakbay/contracts';
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
import { AdminListQueryDto, CareerDto, UpdateCareerDto } from '@lakbay/contracts/content.dto';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from './cached-reply';

/** Admin CRUD of careers: every record, published or not. Unpublish with PATCH {published: false}. */
@ApiTags('admin: careers')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not an admin.' })
@UseGuards(SessionGuard, AdminGuard)
@Controller('admin/careers')
export class AdminCareersController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'All careers, published or not; filter by words and published state.' })
  list(@Query() query: AdminListQueryDto): Promise<Page<AdminCareer>> {
    return this.services.send('content.admin.careers.list', query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One career with every field.' })
  @ApiNotFoundResponse({ description: 'No career has this id.' })
  get(@Param('id', ID_PIPE) id: string): Promise<AdminCareer> {
    return this.services.send('content.admin.careers.get', { id });
  }

  @Post()
  @ApiOperation({ summary: 'Creates a career (unpublished unless published is true).' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  @ApiConflictResponse({ description: 'Slug taken by another career.' })
  create(@Body() body: CareerDto): Promise<AdminCareer> {
    return this.services.send('content.admin.careers.create', body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes the fields given; published: false unpublishes.' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  @ApiNotFoundResponse({ description: 'No career has this id.' })
  @ApiConflictResponse({ description: 'Slug taken by another career.' })
  update(@Param('id', ID_PIPE) id: string, @Body() body: UpdateCareerDto): Promise<AdminCareer> {
    return this.services.send('content.admin.careers.update', { id, changes: body });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the career for good.' })
  @ApiNotFoundResponse({ description: 'No career has this id.' })
  delete(@Param('id', ID_PIPE) id: string): Promise<DeletedReply> {
    return this.services.send('content.admin.careers.delete', { id });
  }
}
