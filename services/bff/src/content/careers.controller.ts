import type { Language } from '@lakbay/contracts';
import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BffCaches } from '../cache/bff-caches';
import { CareerListQueryDto, CareerSuggestionQueryDto } from '@lakbay/contracts/content.dto';
import { ACCEPT_LANGUAGE, ReaderLanguage } from '../i18n/reader-language';
import { sendCached } from './cached-reply';

export const IF_NONE_MATCH = { name: 'If-None-Match', required: false, description: 'An ETag from an earlier answer: 304 when unchanged.' };

@ApiTags('careers')
@ApiHeader(IF_NONE_MATCH)
@ApiHeader(ACCEPT_LANGUAGE)
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
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.careers.list', { query, language }, ifNoneMatch), language);
  }

  @Get('career-categories')
  @ApiOperation({ summary: 'The 11 career categories with their colours and how many published careers each has. Public, cacheable.' })
  async categories(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    sendCached(reply, await this.caches.content('content.careers.categories', {}, ifNoneMatch));
  }

  // A fixed path: Fastify matches it before careers/:slug.
  @Get('careers/suggestions')
  @ApiOperation({
    summary:
      'Published careers suggested for a student’s interests, best fit first: the quiz scores when given (so areas tied at the top all count), else the Holland code (1 to 3 different RIASEC letters, strongest first). Public, cacheable.',
  })
  @ApiOkResponse({
    description:
      '{items: (CareerSummary & {interestCode, match, fit, matched})[], page, pageSize, total, areas}: careers sharing at least one of the student’s top areas (`areas`, ties kept), ranked by match 0-100 (the career’s first letters weigh most), then title A to Z; fit is strong, good or fair; matched names the top areas the career shares.',
  })
  @ApiBadRequestResponse({
    description: 'interests is missing or not 1 to 3 different letters of R, I, A, S, E, C; or scores is not six numbers 0 to 10.',
  })
  async suggestions(
    @Query() query: CareerSuggestionQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.careers.suggestions', { query, language }, ifNoneMatch), language);
  }

  @Get('careers/:slug')
  @ApiOperation({ summary: 'A published career with its related careers and videos. Public, cacheable.' })
  @ApiNotFoundResponse({ description: 'No published career has this slug.' })
  async get(
    @Param('slug') slug: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.careers.get', { slug: slug.slice(0, 200), language }, ifNoneMatch), language);
  }
}
