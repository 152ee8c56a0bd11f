import type { Language } from '@lakbay/contracts';
import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BffCaches } from '../cache/bff-caches';
import { ACCEPT_LANGUAGE, ReaderLanguage } from '../i18n/reader-language';
import { sendCached } from './cached-reply';
import { IF_NONE_MATCH } from './careers.controller';

@ApiTags('faqs')
@ApiHeader(IF_NONE_MATCH)
@ApiHeader(ACCEPT_LANGUAGE)
@Controller()
export class FaqsController {
  constructor(private readonly caches: BffCaches) {}

  @Get('faqs')
  @ApiOperation({ summary: 'Published FAQs in order (each with its topic). Public, cacheable.' })
  async list(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.faqs.list', { language }, ifNoneMatch), language);
  }

  @Get('faqs/:slug')
  @ApiOperation({
    summary: 'A FAQ by its key, e.g. add-availability (the Koach instructions of /faqs/add-availability). Public, cacheable.',
  })
  @ApiNotFoundResponse({ description: 'No published FAQ has this key.' })
  async get(
    @Param('slug') slug: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.faqs.get', { slug: slug.slice(0, 200), language }, ifNoneMatch), language);
  }

  @Get('coaching-resources')
  @ApiOperation({ summary: 'Published coaching resources for Koaches, in order. Public, cacheable.' })
  async resources(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @ReaderLanguage() language: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.resources.list', { language }, ifNoneMatch), language);
  }
}
