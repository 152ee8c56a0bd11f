import type { Cached } from '@lakbay/contracts';
import { HttpStatus, ParseUUIDPipe } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** Careers, videos, jobs, FAQs: browsers reuse an answer for a minute, then revalidate it (304). */
export const CATALOGUE_CACHE = 'public, max-age=60, must-revalidate';
/** Events carry seat counts, so browsers revalidate every time (a 304 when nothing changed). */
export const LIVE_CACHE = 'public, no-cache';

// The JSON of answers the BFF keeps (services/bff/src/cache), made once per answer object: the
// same text Fastify's default serializer (JSON.stringify) would make on every request.
const serialized = new WeakMap<object, string>();

function json(body: object): string {
  let text = serialized.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    serialized.set(body, text);
  }
  return text;
}

/** Sends a cacheable answer: its ETag and Cache-Control, and 304 without a body when not modified. */
export function sendCached<T>(reply: FastifyReply, { etag, body }: Cached<T>, cacheControl: string): void {
  void reply.header('etag', etag).header('cache-control', cacheControl);
  if (body === null) {
    void reply.status(304).send();
    return;
  }
  if (typeof body === 'object') {
    void reply.type('application/json; charset=utf-8').send(json(body));
    return;
  }
  void reply.send(body);
}

/** Malformed ids name nothing: 404, as for an unknown id. */
export const ID_PIPE = new ParseUUIDPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND });
