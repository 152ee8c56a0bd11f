import { ERROR_STATUS, ErrorCode, type HttpErrorBody } from '@lakbay/contracts';
import { ServiceError, codeOfStatus } from '@lakbay/platform';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageLanguage } from '../i18n/accept-language';
import { translateErrorBody } from '../i18n/translate-message';
import { isPageRequest } from './web-app';
import type { WebPages } from './web-pages';

/** What a SERVER_BUSY answer tells clients to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** What a framework error without a sentence of its own (a bare `new NotFoundException()`) says, by status. */
export const DEFAULT_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Please log in to continue.',
  403: 'You do not have access to this.',
  404: 'There is nothing here.',
};

/**
 * Turns every failure into the HTTP error body of spec section 5, its status the code's
 * (ERROR_STATUS). The framework's own errors (Nest, Fastify, multipart) carry a status and no code:
 * they get the code of their status (codeOfStatus). Anything unexpected is a logged 500. The
 * message (or each field's constraints) is written in the language the request's Accept-Language
 * prefers (services/bff/src/i18n: Filipino for fil or tl, else English); code and status never change.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  /** @param webPages when the SPA is served: unknown page paths get its index.html, with the page's head. */
  constructor(private readonly webPages?: Pick<WebPages, 'send'>) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (this.webPages && exception instanceof NotFoundException && isPageRequest(request)) {
      this.webPages.send(request, reply).catch((error: unknown) => {
        this.logger.error('Could not send the web app', error instanceof Error ? error.stack : String(error));
        sendError(request, reply, httpError(ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.'));
      });
      return;
    }
    const body = this.toBody(exception);
    if (body.code === ErrorCode.SERVER_BUSY || body.code === ErrorCode.WRITE_IN_PROGRESS) {
      // Refused at once (the service is at capacity, or this key's first attempt still runs): worth
      // trying again in a second.
      void reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    }
    sendError(request, reply, body);
  }

  private toBody(exception: unknown): HttpErrorBody {
    if (exception instanceof ServiceError) {
      if (exception.status >= 500 && exception.status !== 503) {
        this.logger.error(`${exception.code}: ${exception.message}`);
      }
      return httpError(exception.code, exception.details ?? exception.message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status < 500) {
        return httpError(
          codeOfStatus(status),
          hasOwnMessage(exception) ? exception.message : (DEFAULT_MESSAGES[status] ?? exception.message),
        );
      }
    }
    const status = httpStatusOf(exception);
    if (status && status < 500) {
      // Errors raised by Fastify itself (malformed JSON, body too large, wrong content type).
      return httpError(codeOfStatus(status), (exception as Error).message);
    }
    this.logger.error('Unhandled error', exception instanceof Error ? exception.stack : String(exception));
    return httpError(ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.');
  }
}

/** Sends an error answer in the request's language; the answer varies with Accept-Language. */
function sendError(request: FastifyRequest, reply: FastifyReply, body: HttpErrorBody): void {
  const vary = reply.getHeader('vary');
  const varies = typeof vary === 'string' ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
  if (!varies.includes('accept-language') && !varies.includes('*')) {
    void reply.header('Vary', typeof vary === 'string' && vary ? `${vary}, Accept-Language` : 'Accept-Language');
  }
  void reply.status(body.statusCode).send(translateErrorBody(body, messageLanguage(request.headers['accept-language'])));
}

// `new ForbiddenException('Only admins can do this.')` carries `error: 'Forbidden'` beside its own
// message; a bare `new ForbiddenException()` has only Nest's generic text, which we replace.
function hasOwnMessage(exception: HttpException): boolean {
  const response = exception.getResponse();
  return typeof response === 'object' && response !== null && 'error' in response;
}

function httpStatusOf(exception: unknown): number | undefined {
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The body of an error answer: the status is always the code's. */
export function httpError(code: ErrorCode, message: HttpErrorBody['message']): HttpErrorBody {
  return { statusCode: ERROR_STATUS[code], code, message };
}
