import type { Language } from '@lakbay/contracts';
import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BffCaches } from '../cache/bff-caches';
import { JobListQueryDto } from '@lakbay/contracts/content.dto';
import { ACCEPT_LANGUAGE, ReaderLanguage } from '../i18n/reader-language';
import { ID_PIPE, sendCached } from './cached-reply';
import { IF_NONE_MATCH } from './careers.controller';

@ApiTags('jobs')
@ApiHeader(IF_NONE_MATCH)
@ApiHeader(ACCEPT_LANGUAGE)
@Controller('jobs')
export class JobsController {
  constructor(private readonly caches: BffCaches) {}

  @Get()
  @ApiOperation({ summary: 'Open published jobs (past their deadline: left out), newest first; filters. Public, cacheable.' })
  @ApiOkResponse({ description: '{items: Job[], page, pageSize, total}; ETag and Cache-Control headers; 304 when If-None-Match matches.' })
  async list(
    @Query() query: JobListQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.jobs.list', { query, language }, ifNoneMatch), language);
  }

  @Get(':jobId')
  @ApiOperation({ summary: 'A published job, also after its deadline (then expired is true). Public, cacheable.' })
  @ApiNotFoundResponse({ description: 'No published job has this id.' })
  async get(
    @Param('jobId', ID_PIPE) id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.jobs.get', { id, language }, ifNoneMatch), language);
  }
}
