import type { Language } from '@lakbay/contracts';
import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BffCaches } from '../cache/bff-caches';
import { VideoListQueryDto } from '@lakbay/contracts/content.dto';
import { ACCEPT_LANGUAGE, ReaderLanguage } from '../i18n/reader-language';
import { ID_PIPE, sendCached } from './cached-reply';
import { IF_NONE_MATCH } from './careers.controller';

@ApiTags('videos')
@ApiHeader(IF_NONE_MATCH)
@ApiHeader(ACCEPT_LANGUAGE)
@Controller('videos')
export class VideosController {
  constructor(private readonly caches: BffCaches) {}

  @Get()
  @ApiOperation({ summary: 'Published videos, newest first; filter by category and words. Public, cacheable.' })
  @ApiOkResponse({ description: '{items: Video[], page, pageSize, total}; embedUrl is null until an admin sets the YouTube id.' })
  async list(
    @Query() query: VideoListQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.videos.list', { query, language }, ifNoneMatch), language);
  }

  @Get(':videoId')
  @ApiOperation({ summary: 'A published video. Public, cacheable.' })
  @ApiNotFoundResponse({ description: 'No published video has this id.' })
  async get(
    @Param('videoId', ID_PIPE) id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.videos.get', { id, language }, ifNoneMatch), language);
  }
}
