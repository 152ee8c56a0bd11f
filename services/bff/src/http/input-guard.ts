import type { Socket } from 'node:net';
import { ErrorCode, type FieldError, type HttpErrorBody } from '@lakbay/contracts';
import { PlatformError } from '@lakbay/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { BffError } from './bff-error';
import { httpError } from './http-error.filter';

/** JSON deeper than this is refused: no payload of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;
/** A request body that has not fully arrived this long after the request began gets 408. */
export const BODY_TIMEOUT_MS = 20000;
/** Node's own limits, for what our hooks cannot see (slow headers). */
const HEADERS_TIMEOUT_MS = 20000;
const REQUEST_TIMEOUT_MS = 30000;

export const BAD_CHARACTERS = 'must not contain NUL characters or unpaired UTF-16 surrogates.';
const TOO_DEEP = `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;
const PROTOTYPE_KEY = 'The JSON body must not use __proto__ or constructor as a key.';
const BODY_TIMEOUT = 'The request body did not arrive in time.';

// A NUL, or a surrogate half without its partner: PostgreSQL rejects the first in text columns and
// both break UTF-8 encoding, so they are refused at the door instead of failing deep inside.
// oxlint-disable-next-line no-control-regex
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasBadCharacters(value: string): boolean {
  return BAD_CHARACTER.test(value);
}

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) {
        i++; // skip the escaped character
      } else if (c === 0x22) {
        inString = false;
      }
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      deepest = Math.max(deepest, depth);
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/** Parses a JSON body, refusing deep nesting and prototype keys with a 400 in the spec's shape. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') {
    return undefined;
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new BffError(ErrorCode.VALIDATION_FAILED, TOO_DEEP);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new BffError(ErrorCode.VALIDATION_FAILED, `The body is not valid JSON: ${(err as Error).message}`);
  }
  if (hasPrototypeKey(parsed)) {
    throw new BffError(ErrorCode.VALIDATION_FAILED, PROTOTYPE_KEY);
  }
  return parsed;
}

function hasPrototypeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  if (Array.isArray(value)) {
    return value.some(hasPrototypeKey);
  }
  return Object.keys(value).some(
    (key) => key === '__proto__' || key === 'constructor' || hasPrototypeKey((value as Record<string, unknown>)[key]),
  );
}

/** Every string (values and keys) holding a NUL or a lone surrogate, as field errors. */
export function badStrings(value: unknown, path: string, found: FieldError[] = []): FieldError[] {
  if (typeof value === 'string') {
    if (hasBadCharacters(value)) {
      found.push({ property: path || 'body', constraints: [`${path || 'body'} ${BAD_CHARACTERS}`] });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => badStrings(item, `${path}[${i}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const property = path ? `${path}.${key}` : key;
      if (hasBadCharacters(key)) {
        found.push({ property: 'body', constraints: [`Property names ${BAD_CHARACTERS}`] });
      }
      badStrings(item, property, found);
    }
  }
  return found;
}

function assertCleanInput(request: FastifyRequest): void {
  const problems = [
    ...badStrings(request.params, ''),
    ...badStrings(request.query, ''),
    ...(typeof request.body === 'object' || typeof request.body === 'string' ? badStrings(request.body, '') : []),
  ];
  if (problems.length > 0) {
    throw PlatformError.validation(problems);
  }
}

/** Answers errors Node raises before Fastify has a request (header overflow, timeouts) in the spec's shape. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const [reason, body]: [string, HttpErrorBody] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ['Request Timeout', httpError(ErrorCode.REQUEST_TIMEOUT, 'The request did not arrive in time.')]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? ['Request Header Fields Too Large', httpError(ErrorCode.HEADERS_TOO_LARGE, 'The request headers or address are too long.')]
        : ['Bad Request', httpError(ErrorCode.VALIDATION_FAILED, 'The request could not be read.')];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

/**
 * The BFF's door: JSON bodies parsed with a depth limit and without prototype keys; NUL and lone
 * surrogates refused in paths, queries and bodies (400); a body still arriving after
 * BODY_TIMEOUT_MS gets 408 (JSON and multipart alike: both read request.raw, whose error event
 * ends their read). Every refusal goes through the error filter, so it has the spec's shape.
 */
export function installInputGuard(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const server = fastify.server;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  // Instead of Nest's default JSON parser (Fastify's, which has no depth limit).
  app.useBodyParser('application/json', { bodyLimit }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body.toString('utf8')));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 6.3), nor
    // one of length 0: nothing can be late (most requests: every GET).
    const length = request.headers['content-length'];
    if (raw.complete || (request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0'))) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      if (!raw.complete && !reply.sent) {
        void reply.header('Connection', 'close');
        raw.emit('error', Object.assign(new BffError(ErrorCode.REQUEST_TIMEOUT, BODY_TIMEOUT), { statusCode: 408 }));
      }
    }, BODY_TIMEOUT_MS);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    try {
      assertCleanInput(request);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}
