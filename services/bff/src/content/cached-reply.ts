import type { Cached, Language } from '@lakbay/contracts';
import { HttpStatus, ParseUUIDPipe } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/**
 * Public content answers: browsers keep them but ask again every time (If-None-Match, a 304 of a few
 * bytes when nothing changed; the BFF answers it from its own cache). No max-age: Chromium reuses a
 * fresh answer even when the visitor reloads the page, so an edit, or an event's seat count, would
 * stay hidden from someone pressing reload. Moving between pages in the SPA reads its own store.
 */
export const PUBLIC_CACHE = 'public, no-cache';

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

/**
 * Sends a cacheable answer: its ETag and Cache-Control, and 304 without a body when not modified.
 * An answer in the reader's language says which (Content-Language) and that it depends on
 * Accept-Language (Vary), so no shared cache hands an English reader a Filipino answer.
 */
export function sendCached<T>(reply: FastifyReply, { etag, body }: Cached<T>, language?: Language): void {
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
