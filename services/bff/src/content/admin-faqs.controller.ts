import type { AdminFaq, DeletedReply, Page } from '@lakbay/contracts';
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
import { AdminListQueryDto, FaqDto, UpdateFaqDto } from '@lakbay/contracts/content.dto';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from './cached-reply';

/** Admin CRUD of FAQs: every record, published or not. Unpublish with PATCH {published: false}. */
@ApiTags('admin: faqs')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not an admin.' })
@UseGuards(SessionGuard, AdminGuard)
@Controller('admin/faqs')
export class AdminFaqsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'All FAQs, published or not; filter by words and published state.' })
  list(@Query() query: AdminListQueryDto): Promise<Page<AdminFaq>> {
    return this.services.send('content.admin.faqs.list', query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One FAQ with every field.' })
  @ApiNotFoundResponse({ description: 'No FAQ has this id.' })
  get(@Param('id', ID_PIPE) id: string): Promise<AdminFaq> {
    return this.services.send('content.admin.faqs.get', { id });
  }

  @Post()
  @ApiOperation({ summary: 'Creates a FAQ (unpublished unless published is true).' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  @ApiConflictResponse({ description: 'Key (slug) taken by another FAQ.' })
  create(@Body() body: FaqDto): Promise<AdminFaq> {
    return this.services.send('content.admin.faqs.create', body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes the fields given; published: false unpublishes.' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  @ApiNotFoundResponse({ description: 'No FAQ has this id.' })
  @ApiConflictResponse({ description: 'Key (slug) taken by another FAQ.' })
  update(@Param('id', ID_PIPE) id: string, @Body() body: UpdateFaqDto): Promise<AdminFaq> {
    return this.services.send('content.admin.faqs.update', { id, changes: body });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the FAQ for good.' })
  @ApiNotFoundResponse({ description: 'No FAQ has this id.' })
  delete(@Param('id', ID_PIPE) id: string): Promise<DeletedReply> {
    return this.services.send('content.admin.faqs.delete', { id });
  }
}
