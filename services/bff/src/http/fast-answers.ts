import type { Language } from '@lakbay/contracts';
import * as platform from '@lakbay/platform';
import { HttpStatus } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BffCaches } from '../cache/bff-caches';
import { sendCached } from '../content/cached-reply';

/** What the slow path (Nest's handler) answered a public cached read from: its cache key and language. */
export interface CachedRead {
  key: string;
  language?: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by sendCached when the answer is a kept content answer (content/cached-reply.ts). */
    cachedRead: CachedRead | null;
  }
}

// Taken from the package once, as the request log does (request-log.hook.ts).
const { processLiveness } = platform;

/** Remembered reads at most (a key and a few words each). */
const MAX_REMEMBERED = 10_000;
/** Longer addresses are not remembered (no read of ours needs one; it keeps the memory bounded). */
const MAX_URL_LENGTH = 512;
/** The liveness route (HealthController.live), answered here with what it would answer. */
export const LIVE_ROUTE = '/api/v2/health/live';

/** How many answers the fast path gave since start (tests read it to know it was taken). */
export const fastAnswerCount = { reads: 0, live: 0 };

/**
 * Answers the most frequent requests before Nest's router, guards, interceptors and pipes run, with
 * what Nest's handler would answer, byte for byte: the liveness probe, and a repeat of a public
 * content read whose answer the BFF keeps. Fastify's own hooks still run around it: the security
 * headers and X-Request-Id (onRequest, before this), compression and Cache-Control (onSend) and
 * the request log line and metrics (onResponse).
 *
 * A content read is remembered by its exact address and Accept-Language once Nest's handler has
 * answered it from the read cache (validated query, language and cache key as that handler worked
 * them out): the same address and header always validate to the same query and key. The fast
 * path then answers from the same cache entry while it is kept; once a write drops it (or it
 * expires), the request goes to Nest's handler, which loads it again. Only GET requests without
 * Authorization take it: a request with a session goes through the guards and interceptors as
 * before (and gets Cache-Control: no-store there).
 */
export function installFastAnswers(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const caches = app.get(BffCaches);
  const remembered = new LRUCache<string, CachedRead>({ max: MAX_REMEMBERED });
  const addressOf = (request: FastifyRequest): string | undefined => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined || request.url.length > MAX_URL_LENGTH) {
      return undefined;
    }
    const language = request.headers['accept-language'];
    return language === undefined ? request.url : `${request.url}\n${language}`;
  };

  fastify.decorateRequest('cachedRead', null);
  // Last of the onRequest hooks (after the security headers, the body timer and the call context):
  // a request answered here skips the parsing, validation and handler steps, not these.
  fastify.addHook('onRequest', (request, reply, done) => {
    // The address itself (no query: one with a query goes to the handler, which answers the same):
    // request.routeOptions is an object Fastify builds on each use.
    if (request.method === 'GET' && request.url === LIVE_ROUTE) {
      answerLive(reply);
      return;
    }
    const address = addressOf(request);
    const read = address === undefined ? undefined : remembered.get(address);
    if (read) {
      const ifNoneMatch = request.headers['if-none-match'];
      const answer = caches.keptContent(read.key, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
      if (answer) {
        fastAnswerCount.reads++;
        sendCached(reply, answer, read.language);
        return;
      }
    }
    done();
  });
  // An answer from the read cache through Nest's handler: the next request for the same address
  // and language is answered above.
  fastify.addHook('onResponse', (request, reply, done) => {
    const read = request.cachedRead;
    if (read && (reply.statusCode === 200 || reply.statusCode === 304)) {
      const address = addressOf(request);
      if (address !== undefined) {
        remembered.set(address, read);
      }
    }
    done();
  });
}

/** The answer of a live process, made once: the same bytes Fastify would serialise on every probe. */
const LIVE_OK = JSON.stringify({ status: 'ok' });

/** GET /api/v2/health/live as HealthController.live answers it. */
function answerLive(reply: FastifyReply): void {
  fastAnswerCount.live++;
  const report = processLiveness.report();
  if (report.status === 'ok') {
    void reply.type('application/json; charset=utf-8').send(LIVE_OK);
    return;
  }
  void reply.status(HttpStatus.SERVICE_UNAVAILABLE).send(report);
}
