import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BffCaches } from '../cache/bff-caches';
import { sendCached } from './cached-reply';
import { IF_NONE_MATCH } from './careers.controller';

@ApiTags('faqs')
@ApiHeader(IF_NONE_MATCH)
@Controller()
export class FaqsController {
  constructor(private readonly caches: BffCaches) {}

  @Get('faqs')
  @ApiOperation({ summary: 'Published FAQs in order (each with its topic). Public, cacheable.' })
  async list(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    sendCached(reply, await this.caches.content('content.faqs.list', {}, ifNoneMatch));
  }

  @Get('faqs/:slug')
  @ApiOperation({
    summary: 'A FAQ by its key, e.g. add-availability (the Koach instructions of /faqs/add-availability). Public, cacheable.',
  })
  @ApiNotFoundResponse({ description: 'No published FAQ has this key.' })
  async get(
    @Param('slug') slug: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(reply, await this.caches.content('content.faqs.get', { slug: slug.slice(0, 200) }, ifNoneMatch));
  }

  @Get('coaching-resources')
  @ApiOperation({ summary: 'Published coaching resources for Koaches, in order. Public, cacheable.' })
  async resources(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    sendCached(reply, await this.caches.content('content.resources.list', {}, ifNoneMatch));
  }
}
