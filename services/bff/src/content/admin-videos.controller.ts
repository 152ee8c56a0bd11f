import type { AdminVideo, DeletedReply, Page } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Delete, Get, Header, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminListQueryDto, VideoDto, UpdateVideoDto } from '@lakbay/contracts/content.dto';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from './cached-reply';

/** Admin CRUD of videos: every record, published or not. Unpublish with PATCH {published: false}. */
@ApiTags('admin: videos')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not an admin.' })
@UseGuards(SessionGuard, AdminGuard)
@Controller('admin/videos')
export class AdminVideosController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'All videos, published or not; filter by words and published state.' })
  list(@Query() query: AdminListQueryDto): Promise<Page<AdminVideo>> {
    return this.services.send('content.admin.videos.list', query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One video with every field.' })
  @ApiNotFoundResponse({ description: 'No video has this id.' })
  get(@Param('id', ID_PIPE) id: string): Promise<AdminVideo> {
    return this.services.send('content.admin.videos.get', { id });
  }

  @Post()
  @ApiOperation({ summary: 'Creates a video (unpublished unless published is true).' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  create(@Body() body: VideoDto): Promise<AdminVideo> {
    return this.services.send('content.admin.videos.create', body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes the fields given; published: false unpublishes.' })
  @ApiBadRequestResponse({ description: 'Invalid fields: message is a list of {property, constraints}.' })
  @ApiNotFoundResponse({ description: 'No video has this id.' })
  update(@Param('id', ID_PIPE) id: string, @Body() body: UpdateVideoDto): Promise<AdminVideo> {
    return this.services.send('content.admin.videos.update', { id, changes: body });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the video for good.' })
  @ApiNotFoundResponse({ description: 'No video has this id.' })
  delete(@Param('id', ID_PIPE) id: string): Promise<DeletedReply> {
    return this.services.send('content.admin.videos.delete', { id });
  }
}
