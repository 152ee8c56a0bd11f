import type { Cached, Language } from '@lakbay/contracts';
import { HttpStatus, ParseUUIDPipe } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { cacheKeyOf } from '../cache/bff-caches';

/**
 * Public content answers: browsers keep them but ask again every time (If-None-Match, a 304 of a few
 * bytes when nothing changed; the BFF answers it from its own cache). No max-age: Chromium reuses a
 * fresh answer even when the visitor reloads the page, so an edit, or an event's seat count, would
 * stay hidden from someone pressing reload. Moving between pages in the SPA reads its own store.
 */
export const PUBLIC_CACHE = 'public, no-cache';

// The JSON of answers the BFF keeps (services/bff/src/cache), made once per answer object: the
// same bytes Fastify's default serializer (JSON.stringify) would make on every request, kept as
// UTF-8 so that a repeat is neither serialised nor encoded again.
const serialized = new WeakMap<object, Buffer>();

function json(body: object): Buffer {
  let bytes = serialized.get(body);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(body), 'utf8');
    serialized.set(body, bytes);
  }
  return bytes;
}

/**
 * Sends a cacheable answer: its ETag and Cache-Control, and 304 without a body when not modified.
 * An answer in the reader's language says which (Content-Language) and that it depends on
 * Accept-Language (Vary), so no shared cache hands an English reader a Filipino answer.
 */
export function sendCached<T>(reply: FastifyReply, answer: Cached<T>, language?: Language): void {
  const { etag, body } = answer;
  // A kept answer of BffCaches.content: a repeat of this request can be answered before Nest's
  // handler (http/fast-answers.ts).
  const key = cacheKeyOf(answer);
  if (key !== undefined) {
    reply.request.cachedRead = { key, language };
  }
  void reply.header('etag', etag).header('cache-control', PUBLIC_CACHE);
  if (language) {
    void reply.header('content-language', language).header('vary', 'Accept-Language');
  }
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
