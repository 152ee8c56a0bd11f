import * as platform from '@lakbay/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

// Taken from the package once: its index re-exports modules whole (export *), and the compiled
// re-exports are getters one generic function serves for every name, a lookup on each use.
const { UNMATCHED_ROUTE, observeHttpRequest, runAsService } = platform;

/**
 * One log line and one histogram sample per HTTP request: method, route pattern (never the raw URL,
 * whose query may hold a token), status, duration, request id and user. No bodies, no headers.
 * Request handling also runs as the bff's work, so its log lines say so in a standalone process.
 * Install after installCallContext, whose hooks these follow. The line is written straight to the
 * process's logger (the one Nest logs with), with the fields Logger('HTTP').log(text, fields) gave it.
 */
export function installRequestLog(app: NestFastifyApplication, logger: platform.LakbayLogger): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preHandler', (_request, _reply, done) => {
    runAsService('bff', done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const method = request.method;
    const elapsedMs = reply.elapsedTime;
    observeHttpRequest(method, route, status, elapsedMs / 1000);
    const durationMs = Math.round(elapsedMs * 10) / 10;
    // A request no route knows is named by its path, short and without the query, to find 404s.
    const what = route === UNMATCHED_ROUTE ? `${(request.url.split('?')[0] ?? '').slice(0, 200)} ${route}` : route;
    const call = request.call;
    logger.entry(
      'info',
      `${method} ${what} ${status} ${durationMs} ms`,
      // The call of this request (the hook runs after it, outside its context).
      { service: 'bff', context: 'HTTP', requestId: call?.requestId, userId: call?.userId },
      // Said by the text above: as fields in JSON lines only.
      { method, route, status, durationMs },
    );
    done();
  });
}
