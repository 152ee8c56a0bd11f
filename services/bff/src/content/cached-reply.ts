import type { Cached } from '@lakbay/contracts';
import { HttpStatus, ParseUUIDPipe } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** Careers, videos, jobs, FAQs: browsers reuse an answer for a minute, then revalidate it (304). */
export const CATALOGUE_CACHE = 'public, max-age=60, must-revalidate';
/** Events carry seat counts, so browsers revalidate every time (a 304 when nothing changed). */
export const LIVE_CACHE = 'public, no-cache';

/** Sends a cacheable answer: its ETag and Cache-Control, and 304 without a body when not modified. */
export function sendCached<T>(reply: FastifyReply, { etag, body }: Cached<T>, cacheControl: string): void {
  void reply.header('etag', etag).header('cache-control', cacheControl);
  if (body === null) {
    void reply.status(304).send();
    return;
  }
  void reply.send(body);
}

/** Malformed ids name nothing: 404, as for an unknown id. */
export const ID_PIPE = new ParseUUIDPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND });
