import type { Language } from '@lakbay/contracts';
import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { messageLanguage } from './accept-language';

/**
 * The language a reader asked for (Accept-Language, weighed as for server messages): content
 * records are answered in it where they have a version in it (issue 29).
 */
export const ReaderLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language =>
  messageLanguage(ctx.switchToHttp().getRequest<FastifyRequest>().headers['accept-language']),
);

/** The OpenAPI description of the header, for the controllers that read it. */
export const ACCEPT_LANGUAGE = {
  name: 'Accept-Language',
  required: false,
  description:
    'fil (or tl) for the Filipino version of the texts where there is one, English otherwise; the record says when it fell back.',
};
