import { randomUUID } from 'node:crypto';
import * as platform from '@lakbay/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

// Taken from the package once, as the request log does (request-log.hook.ts: its re-exports are
// getters looked up on each use).
const { runInCall } = platform;
const REQUEST_ID_HEADER = platform.CALL_HEADERS.requestId;
type CallContext = platform.CallContext;

// A caller's own request id is kept when it is short and plain, so it can be searched for in logs.
const GOOD_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The call this request runs as (request id, then the user once the bearer check knows it). */
    call: CallContext;
  }
}

function requestIdOf(request: FastifyRequest): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  return given && GOOD_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every HTTP request gets a call context: X-Request-Id (the caller's or a new one) is answered
 * back and rides on every service call the request makes. The context is entered in preHandler,
 * after the body is read: entered earlier, it would be lost across the body stream's events.
 */
export function installCallContext(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.decorateRequest('call', null as unknown as CallContext);
  fastify.addHook('onRequest', (request, reply, done) => {
    request.call = { requestId: requestIdOf(request) };
    void reply.header(REQUEST_ID_HEADER, request.call.requestId);
    done();
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    runInCall(request.call, done);
  });
}
