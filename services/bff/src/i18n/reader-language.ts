import type { Language } from '@lakbay/contracts';
import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Marks an answer written in the reader's language that the BFF does not cache (the apprenticeship's
 * challenges): which language it is in (Content-Language) and that it depends on Accept-Language
 * (Vary), so no browser or shared cache hands an English reader a Filipino answer.
 */
export function inReaderLanguage(reply: FastifyReply, language: Language): void {
  void reply.header('content-language', language).header('vary', 'Accept-Language');
}
