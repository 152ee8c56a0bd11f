import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BffCaches } from '../cache/bff-caches';
import { CareerListQueryDto } from '@lakbay/contracts/content.dto';
import { CATALOGUE_CACHE, sendCached } from './cached-reply';

export const IF_NONE_MATCH = { name: 'If-None-Match', required: false, description: 'An ETag from an earlier answer: 304 when unchanged.' };

@ApiTags('careers')
@ApiHeader(IF_NONE_MATCH)
@Controller()
export class CareersController {
  constructor(private readonly caches: BffCaches) {}

  @Get('careers')
  @ApiOperation({ summary: 'Published careers, by title; filter by category and words in the title or summary. Public, cacheable.' })
  @ApiOkResponse({
    description: '{items: CareerSummary[], page, pageSize, total}; ETag and Cache-Control headers; 304 when If-None-Match matches.',
  })
  async list(
    @Query() query: CareerListQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.careers.list', { query }, ifNoneMatch), CATALOGUE_CACHE);
  }

  @Get('career-categories')
  @ApiOperation({ summary: 'The 11 career categories with their colours and how many published careers each has. Public, cacheable.' })
  async categories(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    sendCached(reply, await this.caches.content('content.careers.categories', {}, ifNoneMatch), CATALOGUE_CACHE);
  }

  @Get('careers/:slug')
  @ApiOperation({ summary: 'A published career with its related careers and videos. Public, cacheable.' })
  @ApiNotFoundResponse({ description: 'No published career has this slug.' })
  async get(
    @Param('slug') slug: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.careers.get', { slug: slug.slice(0, 200) }, ifNoneMatch), CATALOGUE_CACHE);
  }
}
